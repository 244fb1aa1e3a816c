import { describe, expect, it } from 'vitest';
import { UNIT_PRICE } from '~/catalogue/types';
import { readStoredCart } from './cart-store';
import { newSubmissionKey, readStoredCheckout } from './checkout-store';
import { SUBMISSION_KEY_PATTERN } from './schema';

const item = {
  id: '52001',
  title: 'Spinach omelette',
  image: '/catalogue/52001.svg',
  unit_price: UNIT_PRICE,
  category_title: 'Breakfast',
  instructions: '',
  quantity: 1.5,
};

describe('the stored cart', () => {
  it('reads back what was stored', () => {
    expect(readStoredCart(JSON.stringify([item]))).toEqual([item]);
  });

  it.each([null, '', 'not json', '{"items":[]}', '42', 'null'])('is empty for %j', (raw) => {
    expect(readStoredCart(raw)).toEqual([]);
  });

  it('drops items that are malformed, have bad quantities or repeat a dish', () => {
    const raw = JSON.stringify([
      item,
      { ...item, id: '52002', quantity: 0 },
      { ...item, id: '52003', quantity: 1.00001 },
      { ...item, id: '52004', quantity: 1000 },
      { ...item, id: '52005', unit_price: 'free' },
      { title: 'no id' },
      { ...item, quantity: 3 },
      { ...item, id: '52006', instructions: undefined },
    ]);
    expect(readStoredCart(raw)).toEqual([item, { ...item, id: '52006' }]);
  });
});

describe('the stored checkout details', () => {
  const details = { address: 'Kordon Cd. 12, Izmir', mobile: '+905321234567', email: 'maya@example.com' };

  it('reads valid details with their submission key', () => {
    const submissionKey = newSubmissionKey();
    expect(readStoredCheckout(JSON.stringify({ ...details, submissionKey }))).toEqual({
      ...details,
      submissionKey,
    });
  });

  it('ignores a malformed key but keeps the details', () => {
    expect(readStoredCheckout(JSON.stringify({ ...details, submissionKey: 'x' }))).toEqual(details);
  });

  it.each(['garbage', '[]', JSON.stringify({ ...details, mobile: '123' })])('is null for %j', (raw) => {
    expect(readStoredCheckout(raw)).toBeNull();
  });

  it('makes submission keys the server accepts, different every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newSubmissionKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(SUBMISSION_KEY_PATTERN);
  });
});
