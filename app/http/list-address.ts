import { data } from 'react-router';
import { z } from 'zod';

// The address of a paged list (/admin/users/page/2?searchText=…&type=expert): the page from the
// path, every other field from the query string. Shared by the admin's lists.

/** A page number: a whole number from 1; none is the first page. */
export const listPage = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().min(1))
  .default(1);

/**
 * Reads a list's address with its schema: `page` from the path, the schema's other fields from the
 * query string (an empty value counts as absent). An address the schema refuses, such as page 0 or
 * an unknown filter, is a page that does not exist: 404.
 */
export function readListAddress<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  page: string | undefined,
  url: URL,
): z.output<z.ZodObject<Shape>> {
  const given: Record<string, string | undefined> = { page };
  for (const name of Object.keys(schema.shape))
    if (name !== 'page') given[name] = url.searchParams.get(name) || undefined;
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
