/*
 * What two loaders of one request both need, read once: a page's loaders run side by side with the
 * same router context. The memo is keyed by that context object, so nothing outlives the request
 * and the server keeps no user state between requests.
 */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

export function oncePerRequest<T>(request: object, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(request);
  if (!memo) memos.set(request, (memo = new Map()));
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) memo.set(key, (value = load()));
  return value;
}
