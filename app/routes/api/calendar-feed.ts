import { getDb } from '~/db/database.server';
import { feedOwner, ownCalendar } from '~/features/calendar-feed/feed.server';
import { readOnlyAction } from '~/http/body.server';
import { detectLocale } from '~/i18n/detect.server';
import { translate } from '~/i18n/translate.server';
import type { Route } from './+types/calendar-feed';

const FEED_SUFFIX = '.ics';

/**
 * The private calendar feed, /calendar/<token>.ics. A malformed, guessed or revoked token gets the
 * same 404 as any address that does not exist, so the answer tells nothing about which tokens were real.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const name = params.feed ?? '';
  const owner = name.endsWith(FEED_SUFFIX)
    ? await feedOwner(getDb(), name.slice(0, -FEED_SUFFIX.length))
    : null;
  if (!owner) {
    const message = translate(detectLocale(request).code, 'common:errors.page_not_found');
    return new Response(message, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  const body = await ownCalendar(getDb(), owner.actor, owner.timeZone, Date.now(), 'Vivai');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="vivai.ics"',
      // Health data: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
}

export const action = readOnlyAction;
