import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPage, readListAddress } from './list-address';

const schema = z.object({
  page: listPage,
  searchText: z.string().max(10).default(''),
  status: z.enum(['open', 'done']).default('open'),
});
const read = (page: string | undefined, query = '') =>
  readListAddress(schema, page, new URL(`http://vivai.test/admin/list?${query}`));

function statusOf(attempt: () => unknown): number | undefined {
  try {
    attempt();
  } catch (error) {
    // What react-router's data(null, { status }) throws.
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe('a paged list address', () => {
  it('reads the page from the path and the other fields from the query string', () => {
    expect(read('3', 'searchText=ada&status=done&other=x')).toEqual({
      page: 3,
      searchText: 'ada',
      status: 'done',
    });
  });

  it('takes no page as the first and an empty value as absent', () => {
    expect(read(undefined, 'searchText=&status=')).toEqual({ page: 1, searchText: '', status: 'open' });
  });

  it.each([
    ['page 0', '0', ''],
    ['a page that is not a number', '2x', ''],
    ['an unknown filter', '1', 'status=lost'],
    ['an over-long search', '1', `searchText=${'a'.repeat(11)}`],
  ])('answers 404 for %s', (_case, page, query) => {
    expect(statusOf(() => read(page, query))).toBe(404);
  });
});
