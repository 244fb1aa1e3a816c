/** Spec: the pagination control shows up to 11 page links, first and last included. */
export const PAGINATION_WINDOW = 11;

export type PaginationItem = number | 'gap';

/**
 * The 1-based pages to link, with a 'gap' wherever two shown pages are not neighbours.
 * Shows exactly min(total, size) pages: always the first and the last, and a run of
 * neighbours centred on `current` (shifted inwards near either end).
 */
export function paginationWindow(current: number, total: number, size = PAGINATION_WINDOW): PaginationItem[] {
  if (!Number.isInteger(size) || size < 3)
    throw new RangeError(`Pagination window must be at least 3, got ${size}`);
  const last = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  if (last === 0) return [];
  if (last <= size) return Array.from({ length: last }, (_, index) => index + 1);

  const page = Number.isFinite(current) ? Math.min(Math.max(Math.round(current), 1), last) : 1;
  const inner = size - 2;
  const start = Math.min(Math.max(page - Math.floor((inner - 1) / 2), 2), last - inner);
  const end = start + inner - 1;

  const items: PaginationItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n++) items.push(n);
  if (end < last - 1) items.push('gap');
  items.push(last);
  return items;
}
