import { requireActor } from '~/auth/middleware.server';
import { getDb } from '~/db/database.server';
import { exportFileName, exportOwnData } from '~/features/account/data-export.server';
import { readOnlyAction } from '~/http/body.server';
import type { Route } from './+types/my-data';

/** All of the signed-in user's data as one JSON file, never cached anywhere on the way. */
export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  const exported = await exportOwnData(getDb(), requireActor(context), now);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'no-store',
    },
  });
}

export const action = readOnlyAction;
