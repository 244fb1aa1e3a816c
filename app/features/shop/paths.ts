/** The shop's addresses, in one place for links and redirects. */
export function categoryHref(title: string): string {
  return `/shop?${new URLSearchParams({ category: title }).toString()}`;
}

export function productHref(id: string): string {
  return `/shop/product/${encodeURIComponent(id)}`;
}

export function ownOrdersHref(page: number): string {
  return page > 1 ? `/shop/orders?page=${page}` : '/shop/orders';
}

export function orderDoneHref(orderId: number): string {
  return `/shop/order-done?order=${orderId}`;
}

/** An order id from an address or a form: a positive whole number, else null. */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** `?page=`: missing is page 1; anything but a whole number from 1 up is null (the 404 page). */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}
