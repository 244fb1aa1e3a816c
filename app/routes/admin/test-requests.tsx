import { useTranslation } from 'react-i18next';
import { data, useSearchParams } from 'react-router';
import { z } from 'zod';
import { listPage, readListAddress } from '~/http/list-address';
import type { AdminActor } from '~/auth/actor';
import { requireAdmin } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import {
  ADMIN_FORM_FIELDS,
  ADMIN_FORM_MAX_BYTES,
  adminTestOrderForm,
  readLevelRows,
  variantLines,
} from '~/features/lab-tests/admin-forms';
import {
  listTestOrdersForAdmin,
  saveGenomeDetailsByAdmin,
  saveMetagenomeDetailsByAdmin,
  setTestOrderStatusByAdmin,
  testOrderAudits,
  type DetailsSaveResult,
} from '~/features/lab-tests/admin-orders.server';
import { AdminTestOrderCard } from '~/features/lab-tests/components/admin-test-order-card';
import { resultsOf } from '~/features/lab-tests/results.server';
import {
  adminTestOrdersHref,
  TEST_ORDER_STATUSES,
  type AdminTestOrdersQuery,
} from '~/features/lab-tests/schema';
import {
  checkGenomeDetails,
  checkMetagenomeDetails,
  type DetailsError,
} from '~/features/lab-tests/validation';
import { formAction } from '~/http/action.server';
import { formatNumber } from '~/i18n/locales';
import { errorForLog, logger } from '~/logger.server';
import type { FormDialogResult } from '~/ui/form-dialog';
import { FilterChips } from '~/ui/list-filters';
import { PagedResults } from '~/ui/paged-results';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/test-requests';

export const handle: RouteHandle = { titleKey: 'lab-tests:admin.title', adminPanel: true };

const TABS = ['all', ...TEST_ORDER_STATUSES] as const;

/** Validated like a route: a page below 1 or a status outside the tabs is the 404 page. */
const addressSchema = z.object({
  page: listPage,
  status: z.enum(TABS).default('all'),
});

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const { page, status } = readListAddress(addressSchema, params.page, new URL(request.url));
  const query: AdminTestOrdersQuery = { status };
  try {
    const db = getDb();
    const list = await listTestOrdersForAdmin(db, admin, { page, ...(status === 'all' ? {} : { status }) });
    const audits = await testOrderAudits(
      db,
      admin,
      list.orders.map((order) => order.id),
    );
    const orders = list.orders.map((order) => ({
      order,
      results: resultsOf(order),
      audit: audits[order.id] ?? [],
    }));
    return { page, query, list: { ok: true as const, total: list.total, pageCount: list.pageCount, orders } };
  } catch (error) {
    // The page still renders, with an error toast and a try-again button (spec section 8).
    logger.error(errorForLog(error), 'admin test requests failed to load');
    return { page, query, list: { ok: false as const } };
  }
}

function refuse(errors: DetailsError[], status: number, toastKey?: string) {
  const headers = toastKey ? { 'Set-Cookie': toastCookie({ type: 'error', key: toastKey }) } : undefined;
  return data<FormDialogResult>({ ok: false, errors }, { status, headers });
}

const notFound = () =>
  refuse([{ key: 'lab-tests:errors.order_not_found' }], 404, 'lab-tests:errors.order_not_found');

function savedDetails(result: DetailsSaveResult, orderId: number) {
  if (result === 'not_found') return notFound();
  if (result === 'wrong_type') return refuse([{ key: 'lab-tests:errors.wrong_type' }], 400);
  const toast = toastCookie({
    type: 'success',
    key: 'lab-tests:genome_test_details_changed',
    values: { id: orderId },
  });
  return data<FormDialogResult>({ ok: true }, { headers: { 'Set-Cookie': toast } });
}

async function change(admin: AdminActor, form: FormData) {
  const parsed = adminTestOrderForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return refuse([{ key: parsed.error.issues[0]?.message ?? 'lab-tests:errors.unknown_change' }], 400);
  }
  const db = getDb();
  const input = parsed.data;
  if (input.intent === 'status') {
    if (!(await setTestOrderStatusByAdmin(db, admin, input.orderId, input.status))) return notFound();
    const toast = toastCookie({
      type: 'success',
      key: 'lab-tests:admin.status_changed',
      values: { id: input.orderId, status: input.status },
    });
    return data<FormDialogResult>({ ok: true }, { headers: { 'Set-Cookie': toast } });
  }
  if (input.intent === 'genome') {
    const checked = checkGenomeDetails({
      description: input.description,
      candidateVariants: variantLines(input.candidateVariants),
    });
    if (!checked.ok) return refuse(checked.errors, 400);
    return savedDetails(
      await saveGenomeDetailsByAdmin(db, admin, input.orderId, checked.value),
      input.orderId,
    );
  }
  const rows = readLevelRows(input.levels);
  if (!rows) return refuse([{ key: 'lab-tests:errors.levels_malformed' }], 400);
  const checked = checkMetagenomeDetails(rows);
  if (!checked.ok) return refuse(checked.errors, 400);
  return savedDetails(
    await saveMetagenomeDetailsByAdmin(db, admin, input.orderId, checked.value),
    input.orderId,
  );
}

export const action = formAction(
  { fields: ADMIN_FORM_FIELDS, maxBytes: ADMIN_FORM_MAX_BYTES },
  async (form, { context }: Route.ActionArgs) => change(requireAdmin(context), form),
  (): FormDialogResult => ({ ok: false, error: 'lab-tests:errors.save_failed' }),
);

export default function TestRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('lab-tests');
  const [searchParams] = useSearchParams();
  const { page, query, list } = loaderData;

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('admin.title')}</h1>
      <FilterChips
        label={t('admin.tabs')}
        chips={TABS.map((status) => ({
          key: status,
          to: adminTestOrdersHref(1, { status }, searchParams),
          text: status === 'all' ? t('admin.all') : t(`status.${status}`),
          current: status === query.status,
        }))}
      />
      <PagedResults
        list={list}
        items={list.ok ? list.orders : []}
        page={page}
        hrefFor={(n) => adminTestOrdersHref(n, query, searchParams)}
        keyOf={({ order }) => order.id}
        renderItem={({ order, results, audit }) => (
          <AdminTestOrderCard order={order} results={results} audit={audit} />
        )}
        strings={{
          found: list.ok ? t('admin.found', { count: formatNumber(list.total) }) : '',
          nothingFound: t('nothing_found'),
          firstPage: t('admin.first_page'),
          loadFailed: t('admin.load_failed'),
        }}
      />
    </section>
  );
}
