import { detectLanguageCode } from '~/i18n/detect.server';
import { readOnlyAction } from '~/http/body.server';
import type { Route } from './+types/languages-detect';

export function loader({ request }: Route.LoaderArgs) {
  return Response.json({ code: detectLanguageCode(request) }, { headers: { 'Cache-Control': 'no-store' } });
}

export const action = readOnlyAction;
