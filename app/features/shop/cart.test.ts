import { describe, expect, it } from 'vitest';
import { UNIT_PRICE, type Product } from '~/catalogue/types';
import {
  addItem,
  cartTotals,
  checkQuantity,
  isInCart,
  itemCount,
  lineTotal,
  MAX_CART_ITEMS,
  MAX_QUANTITY_KG,
  parseQuantityInput,
  removeItem,
  setQuantity,
  stepQuantity,
  type CartItem,
} from './cart';
import { formatKg, formatMoney } from './format';

function product(id: string): Product {
  return {
    id,
    title: `Dish ${id}`,
    image: `https://example.test/${id}.svg`,
    unit_price: UNIT_PRICE,
    category_title: 'Soups',
    instructions: '',
  };
}

function cartOf(...entries: Array<[string, number]>): CartItem[] {
  return entries.map(([id, quantity]) => ({ ...product(id), quantity }));
}

describe('adding to the cart', () => {
  it('adds a new dish with quantity 1 kg', () => {
    expect(addItem([], product('1'))).toEqual([{ ...product('1'), quantity: 1 }]);
  });

  it('keeps the weight chosen for a dish that is already in the cart', () => {
    const items = addItem(cartOf(['1', 2.5]), product('1'));
    expect(items).toEqual(cartOf(['1', 2.5]));
  });

  it('does not grow past the item limit', () => {
    const full = Array.from({ length: MAX_CART_ITEMS }, (_, i) => ({ ...product(String(i)), quantity: 1 }));
    const items = addItem(full, product('new'));
    expect(items).toHaveLength(MAX_CART_ITEMS);
    expect(isInCart(items, 'new')).toBe(false);
  });
});

describe('quantities', () => {
  it.each([
    [1, 1],
    [0.001, 0.001],
    [1.005, 1.005],
    [2.25, 2.25],
    [MAX_QUANTITY_KG, MAX_QUANTITY_KG],
  ])('accepts %s kg', (input, expected) => {
    expect(checkQuantity(input)).toEqual({ ok: true, quantity: expected });
  });

  it.each([
    [0, 'quantity_not_positive'],
    [-1, 'quantity_not_positive'],
    [0.0005, 'quantity_too_precise'],
    [1.2345, 'quantity_too_precise'],
    [MAX_QUANTITY_KG + 0.001, 'quantity_too_large'],
    [1e9, 'quantity_too_large'],
    [Number.NaN, 'quantity_not_number'],
    [Number.POSITIVE_INFINITY, 'quantity_not_number'],
  ])('refuses %s kg', (input, error) => {
    expect(checkQuantity(input)).toEqual({ ok: false, error });
  });

  it.each([
    ['2', 2],
    [' 1.5 ', 1.5],
    ['1,25', 1.25],
    ['.5', 0.5],
    ['', 0],
    ['0', 0],
  ])('reads the typed text %j', (input, quantity) => {
    expect(parseQuantityInput(input)).toEqual({ ok: true, quantity });
  });

  it.each([
    ['abc', 'quantity_not_number'],
    ['1e3', 'quantity_not_number'],
    ['1.2.3', 'quantity_not_number'],
    ['-2', 'quantity_not_positive'],
    ['0.0001', 'quantity_too_precise'],
    ['250', 'quantity_too_large'],
  ])('refuses the typed text %j', (input, error) => {
    expect(parseQuantityInput(input)).toEqual({ ok: false, error });
  });

  it('sets a valid weight and leaves other dishes alone', () => {
    const result = setQuantity(cartOf(['1', 1], ['2', 1]), '2', 3.5);
    expect(result).toEqual({ ok: true, items: cartOf(['1', 1], ['2', 3.5]) });
  });

  it('removes a dish whose quantity is set to nothing', () => {
    expect(setQuantity(cartOf(['1', 1], ['2', 1]), '1', 0)).toEqual({ ok: true, items: cartOf(['2', 1]) });
  });

  it('refuses a bad weight and changes nothing', () => {
    expect(setQuantity(cartOf(['1', 1]), '1', 101)).toEqual({ ok: false, error: 'quantity_too_large' });
  });

  it('steps by half a kilo, removes at nothing and stops at the maximum', () => {
    expect(stepQuantity(cartOf(['1', 1]), '1', 1)).toEqual(cartOf(['1', 1.5]));
    expect(stepQuantity(cartOf(['1', 1]), '1', -1)).toEqual(cartOf(['1', 0.5]));
    expect(stepQuantity(cartOf(['1', 0.5]), '1', -1)).toEqual([]);
    expect(stepQuantity(cartOf(['1', 0.2]), '1', -1)).toEqual([]);
    expect(stepQuantity(cartOf(['1', 99.8]), '1', 1)).toEqual(cartOf(['1', MAX_QUANTITY_KG]));
    expect(stepQuantity(cartOf(['1', 0.1]), '1', 1)).toEqual(cartOf(['1', 0.6]));
  });

  it('removes a dish by id', () => {
    expect(removeItem(cartOf(['1', 1], ['2', 2]), '1')).toEqual(cartOf(['2', 2]));
  });
});

describe('totals', () => {
  it('is the sum of unit price times quantity, with shipping and tax 0', () => {
    expect(cartTotals(cartOf(['1', 1], ['2', 2.5]))).toEqual({
      subtotal: 6.3,
      shipping: 0,
      tax: 0,
      total: 6.3,
    });
  });

  it('rounds to cents', () => {
    expect(lineTotal({ unit_price: UNIT_PRICE, quantity: 0.333 })).toBe(0.6);
    expect(lineTotal({ unit_price: UNIT_PRICE, quantity: 1.005 })).toBe(1.81);
    expect(cartTotals(cartOf(['1', 0.1], ['2', 0.2])).total).toBe(0.54);
  });

  it('is 0 for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('counts different dishes for the badge', () => {
    expect(itemCount(cartOf(['1', 2.5], ['2', 1]))).toBe(2);
  });
});

describe('display', () => {
  it('shows prices with a dollar sign and thousands with commas', () => {
    expect(formatMoney(UNIT_PRICE)).toBe('$1.80');
    expect(formatMoney(1800)).toBe('$1,800.00');
  });

  it('shows weights with at most gram precision', () => {
    expect(formatKg(1)).toBe('1');
    expect(formatKg(1.25)).toBe('1.25');
    expect(formatKg(1000)).toBe('1,000');
  });
});
