import { describe, expect, it } from 'vitest';
import { PAGINATION_WINDOW, paginationWindow, type PaginationItem } from './pagination-window';

const numbers = (items: PaginationItem[]) => items.filter((item): item is number => item !== 'gap');

/** The invariants every answer keeps, whatever the input. */
function expectWellFormed(items: PaginationItem[], current: number, total: number, size = PAGINATION_WINDOW) {
  const pages = numbers(items);
  expect(pages).toHaveLength(Math.min(total, size));
  if (total === 0) return expect(items).toEqual([]);
  expect(pages[0]).toBe(1);
  expect(pages.at(-1)).toBe(total);
  expect(pages).toContain(Math.min(Math.max(current, 1), total));
  expect(items[0]).not.toBe('gap');
  expect(items.at(-1)).not.toBe('gap');
  for (let i = 1; i < items.length; i++) {
    const previous = items[i - 1];
    const item = items[i];
    if (item === 'gap') {
      // A gap stands between two numbers that are not neighbours.
      expect(typeof previous).toBe('number');
      const next = items[i + 1];
      expect(typeof next).toBe('number');
      expect((next as number) - (previous as number)).toBeGreaterThan(1);
    } else if (previous !== 'gap') {
      // Two numbers side by side are neighbours: sorted, no duplicates, no hidden jump.
      expect(item).toBe((previous as number) + 1);
    }
  }
}

describe('paginationWindow', () => {
  it('is 11 wide', () => {
    expect(PAGINATION_WINDOW).toBe(11);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows every page without gaps when all fit', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(7, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('fills the window from the start when the current page is near the start', () => {
    expect(paginationWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'gap', 50]);
    expect(paginationWindow(6, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'gap', 50]);
  });

  it('centres the window on a page in the middle, with a gap on both sides', () => {
    expect(paginationWindow(25, 50)).toEqual([1, 'gap', 21, 22, 23, 24, 25, 26, 27, 28, 29, 'gap', 50]);
    expect(paginationWindow(7, 50)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 8, 9, 10, 11, 'gap', 50]);
  });

  it('fills the window from the end when the current page is near the end', () => {
    expect(paginationWindow(50, 50)).toEqual([1, 'gap', 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(paginationWindow(45, 50)).toEqual([1, 'gap', 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('leaves no gap where the run reaches the first or last page', () => {
    expect(paginationWindow(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'gap', 12]);
    expect(paginationWindow(7, 12)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows exactly 11 numbers for large totals', () => {
    for (const current of [1, 2, 500, 999, 1000]) {
      expect(numbers(paginationWindow(current, 1000))).toHaveLength(11);
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 50)).toEqual(paginationWindow(1, 50));
    expect(paginationWindow(-3, 50)).toEqual(paginationWindow(1, 50));
    expect(paginationWindow(99, 50)).toEqual(paginationWindow(50, 50));
  });

  it('honours a different window size', () => {
    expect(paginationWindow(10, 20, 5)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(() => paginationWindow(1, 20, 2)).toThrow(RangeError);
  });

  it('keeps its invariants for every current page of many totals', () => {
    for (let total = 0; total <= 40; total++) {
      for (let current = -1; current <= total + 2; current++) {
        expectWellFormed(paginationWindow(current, total), current, total);
      }
    }
  });

  it('keeps its invariants for random pages, totals and sizes', () => {
    // A small deterministic generator, so a failure can be reproduced.
    let seed = 20240611;
    const random = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % max;
    };
    for (let run = 0; run < 2000; run++) {
      const total = random(5000);
      const current = random(total + 3) - 1;
      const size = 3 + random(20);
      expectWellFormed(paginationWindow(current, total, size), current, total, size);
    }
  });
});
