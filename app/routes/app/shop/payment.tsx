import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { requireUser } from '~/auth/middleware.server';
import { useCart } from '~/features/shop/cart-store';
import {
  saveCheckoutDetails,
  useCheckoutDetails,
  type CheckoutDetails,
} from '~/features/shop/checkout-store';
import { CartPlaceholder } from '~/features/shop/components/cart-placeholder';
import { EmptyCart } from '~/features/shop/components/empty-cart';
import { ADDRESS_MAX_LENGTH, paymentSchema } from '~/features/shop/schema';
import { buttonClass } from '~/ui/button';
import { SubmitButton, TextField } from '~/ui/form';
import type { RouteHandle } from '~/ui/route-handle';
import type { Route } from './+types/payment';

export const handle: RouteHandle = { titleKey: 'shop:payment.title' };

export function loader({ context }: Route.LoaderArgs) {
  return { email: requireUser(context).email };
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const details = useCheckoutDetails();
  return (
    <section className="max-w-xl">
      <h1 className="mb-2 text-3xl font-bold">{t('shop:payment.title')}</h1>
      <p className="mb-6 text-gray-700">{t('shop:payment.lead')}</p>
      {cart === null || details === undefined ? (
        <CartPlaceholder />
      ) : cart.length === 0 ? (
        <EmptyCart />
      ) : (
        <PaymentForm defaults={details ?? { address: '', mobile: '', email: loaderData.email }} />
      )}
    </section>
  );
}

/**
 * Checked in the browser and kept in this tab for the confirmation step; the server checks the same
 * schema again when the order is placed.
 */
function PaymentForm({ defaults }: { defaults: CheckoutDetails }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, fields] = useForm({
    defaultValue: { address: defaults.address, mobile: defaults.mobile, email: defaults.email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      saveCheckoutDetails(submission.value);
      void navigate('/shop/order-confirmation');
    },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
    >
      <TextField
        field={fields.address}
        label={t('shop:payment.address')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
      />
      <TextField
        field={fields.mobile}
        label={t('shop:payment.mobile')}
        type="tel"
        autoComplete="tel"
        placeholder="+90 532 123 45 67"
        hint={t('shop:payment.mobile_hint')}
      />
      <TextField field={fields.email} label={t('shop:payment.email')} type="email" autoComplete="email" />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton>{t('shop:payment.continue')}</SubmitButton>
        <Link to="/shop/cart" className={buttonClass('ghost')}>
          {t('shop:payment.back_to_cart')}
        </Link>
      </div>
    </Form>
  );
}
