import { useTranslation } from 'react-i18next';
import { data, useFetcher } from 'react-router';
import { z } from 'zod';
import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { getOwnFeedState, issueOwnFeedToken, revokeOwnFeed } from '~/features/calendar-feed/feed.server';
import { formAction } from '~/http/action.server';
import { buttonClass } from '~/ui/button';
import type { RouteHandle } from '~/ui/route-handle';
import { toastCookie } from '~/ui/toast.server';
import type { Route } from './+types/integration';

export const handle: RouteHandle = { titleKey: 'integration:title' };

export async function loader({ context }: Route.LoaderArgs) {
  return getOwnFeedState(getDb(), requireActor(context));
}

const intentSchema = z.object({ intent: z.enum(['enable', 'reset', 'revoke']) });

type FeedAnswer = { feedUrl: string | null };

/** Turn on (or reset: a new address, the old one stops) and revoke; the address is shown this once. */
export const action = formAction(
  { fields: ['intent'] },
  async (form, { request, context }: Route.ActionArgs) => {
    const parsed = intentSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      const toast = toastCookie({ type: 'error', key: 'integration:errors.unknown_action' });
      return data<FeedAnswer>({ feedUrl: null }, { status: 400, headers: { 'Set-Cookie': toast } });
    }
    const actor = requireActor(context);
    if (parsed.data.intent === 'revoke') {
      await revokeOwnFeed(getDb(), actor);
      const toast = toastCookie({ type: 'success', key: 'integration:revoked' });
      return data<FeedAnswer>({ feedUrl: null }, { headers: { 'Set-Cookie': toast } });
    }
    const token = await issueOwnFeedToken(getDb(), actor);
    const feedUrl = new URL(`/calendar/${token}.ics`, request.url).toString();
    const key = parsed.data.intent === 'enable' ? 'integration:turned_on' : 'integration:reset_done';
    const toast = toastCookie({ type: 'success', key });
    return data<FeedAnswer>({ feedUrl }, { headers: { 'Set-Cookie': toast } });
  },
  (): FeedAnswer => ({ feedUrl: null }),
);

export default function Integration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('integration');
  const fetcher = useFetcher<FeedAnswer>();
  const feedUrl = fetcher.data?.feedUrl ?? null;
  const { enabled } = loaderData;
  const button = (intent: 'enable' | 'reset' | 'revoke', variant: 'primary' | 'secondary' | 'danger') => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={fetcher.state !== 'idle'}
      className={buttonClass(variant)}
    >
      {t(`actions.${intent}`)}
    </button>
  );
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <div className="rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="text-xl font-semibold">{t('feed.title')}</h2>
        <p className="mt-2 text-gray-800">{t('feed.lead')}</p>
        <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('feed.warning')}
        </p>
        <p className="mt-4 font-medium" data-testid="feed-state">
          {enabled ? t('feed.on') : t('feed.off')}
        </p>
        {feedUrl ? (
          <div className="mt-4 flex flex-col gap-1">
            <label htmlFor="feed-url" className="text-sm font-medium">
              {t('feed.address')}
            </label>
            <input
              id="feed-url"
              readOnly
              value={feedUrl}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              className="rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm"
            />
            <p className="text-sm text-gray-700">{t('feed.copy_now')}</p>
          </div>
        ) : enabled ? (
          <p className="mt-2 text-sm text-gray-700">{t('feed.address_hidden')}</p>
        ) : null}
        <fetcher.Form method="post" className="mt-4 flex flex-wrap gap-3">
          {enabled ? (
            <>
              {button('reset', 'secondary')}
              {button('revoke', 'danger')}
            </>
          ) : (
            button('enable', 'primary')
          )}
        </fetcher.Form>
      </div>
    </section>
  );
}
