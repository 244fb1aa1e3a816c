import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { ACTION_FAILED_KEY, formAction } from '~/http/action.server';
import { cartTotals, MAX_QUANTITY_KG, type CartItem } from '~/features/shop/cart';
import { useCart } from '~/features/shop/cart-store';
import { CatalogueError, shopCatalogue } from '~/features/shop/catalogue.server';
import { useCheckoutDetails, type CheckoutDetails } from '~/features/shop/checkout-store';
import { CartPlaceholder } from '~/features/shop/components/cart-placeholder';
import { CartSummary } from '~/features/shop/components/cart-summary';
import { EmptyCart } from '~/features/shop/components/empty-cart';
import { OrderDetail } from '~/features/shop/components/order-card-parts';
import { OrderLines } from '~/features/shop/components/order-lines';
import { placeOrder } from '~/features/shop/orders.server';
import { orderDoneHref } from '~/features/shop/paths';
import { placeOrderSchema } from '~/features/shop/schema';
import { buttonClass } from '~/ui/button';
import { Icon } from '~/ui/icon';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/order-confirmation';

export const handle: RouteHandle = { titleKey: 'shop:confirmation.title' };

type Refusal = { error: string; productId?: string };

/** A refusal shows on the page beside the order and as the error toast. */
function refuse(refusal: Refusal, status: number) {
  const toast = toastCookie({ type: 'error', key: refusal.error, values: { max: MAX_QUANTITY_KG } });
  return data(refusal, { status, headers: { 'Set-Cookie': toast } });
}

/**
 * Places the order: fields address, mobile, email, submissionKey and items (JSON of id and
 * quantity). Success redirects to the order-done page; the cart is cleared there, after the order
 * is stored. Bad input writes nothing and says why.
 */
export const action = formAction(
  { fields: Object.keys(placeOrderSchema.shape) },
  async (form, { context }: Route.ActionArgs) => {
    const actor = requireActor(context);
    const submission = parseWithZod(form, { schema: placeOrderSchema });
    if (submission.status !== 'success') {
      const first = Object.values(submission.error ?? {}).flat()[0];
      return refuse({ error: first ?? 'shop:errors.order_invalid' }, 400);
    }
    try {
      const result = await placeOrder(getDb(), actor, submission.value, shopCatalogue());
      if (!result.ok) {
        const refusal = { error: `shop:errors.${result.error}`, productId: result.productId };
        return refuse(refusal, result.error === 'unknown_product' ? 422 : 400);
      }
      return redirect(orderDoneHref(result.orderId));
    } catch (error) {
      if (error instanceof CatalogueError) return refuse({ error: 'shop:errors.catalogue_unavailable' }, 503);
      throw error;
    }
  },
  (): Refusal => ({ error: ACTION_FAILED_KEY }),
);

export default function OrderConfirmation({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const details = useCheckoutDetails();
  return (
    <section className="max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">{t('shop:confirmation.title')}</h1>
      {cart === null || details === undefined ? (
        <CartPlaceholder />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : !details?.submissionKey ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-sm">
          <p>{t('shop:confirmation.missing_details')}</p>
          <Link to="/shop/payment" className={buttonClass('primary')}>
            {t('shop:confirmation.to_payment')}
          </Link>
        </div>
      ) : (
        <Review
          cart={cart}
          details={{ ...details, submissionKey: details.submissionKey }}
          refusal={actionData}
        />
      )}
    </section>
  );
}

function Review({
  cart,
  details,
  refusal,
}: {
  cart: readonly CartItem[];
  details: Required<CheckoutDetails>;
  refusal: Refusal | undefined;
}) {
  const { t } = useTranslation();
  const pending = useNavigation().state !== 'idle';
  const lines = JSON.stringify(cart.map((item) => ({ id: item.id, quantity: item.quantity })));
  const dish = refusal?.productId ? cart.find((item) => item.id === refusal.productId) : undefined;
  const message = refusal ? t(refusal.error, { max: MAX_QUANTITY_KG }) : null;
  return (
    <div className="flex flex-col gap-6">
      {refusal ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {dish ? <strong className="me-1">{dish.title}:</strong> : null}
          {message}
        </div>
      ) : null}
      <ReviewSection
        title={t('shop:confirmation.items')}
        editTo="/shop/cart"
        editLabel={t('shop:confirmation.edit_cart')}
      >
        <OrderLines items={cart} />
        <div className="mt-4">
          <CartSummary totals={cartTotals(cart)} />
        </div>
      </ReviewSection>
      <ReviewSection
        title={t('shop:confirmation.details')}
        editTo="/shop/payment"
        editLabel={t('shop:confirmation.edit_details')}
      >
        <dl className="space-y-2 text-sm">
          <OrderDetail icon="location" label={t('shop:payment.address')}>
            <bdi>{details.address}</bdi>
          </OrderDetail>
          <OrderDetail icon="phone" label={t('shop:payment.mobile')}>
            <span dir="ltr">{details.mobile}</span>
          </OrderDetail>
          <OrderDetail icon="email" label={t('shop:payment.email')}>
            <span dir="ltr">{details.email}</span>
          </OrderDetail>
        </dl>
      </ReviewSection>
      <Form method="post" className="flex justify-end">
        <input type="hidden" name="address" value={details.address} />
        <input type="hidden" name="mobile" value={details.mobile} />
        <input type="hidden" name="email" value={details.email} />
        <input type="hidden" name="submissionKey" value={details.submissionKey} />
        <input type="hidden" name="items" value={lines} />
        <button type="submit" disabled={pending} className={buttonClass('primary', 'px-6 py-3 text-base')}>
          <Icon name="check-circle" className="size-5" />
          {t('shop:confirmation.place_order')}
        </button>
      </Form>
    </div>
  );
}

/** One part of the review: its title, a link back to the step that edits it, and its content. */
function ReviewSection({
  title,
  editTo,
  editLabel,
  children,
}: {
  title: string;
  editTo: string;
  editLabel: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold">{title}</h2>
        <Link to={editTo} className="text-sm text-brand-700 underline">
          {editLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
