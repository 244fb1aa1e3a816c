import { handleEmbeddedCatalogue } from '~/catalogue/embedded.server';
import { EMBEDDED_CATALOGUE_PATH } from '~/features/shop/catalogue.server';
import { readOnlyAction } from '~/http/body.server';
import type { Route } from './+types/catalogue';

// The bundled meal catalogue, in the shape of the external one (TheMealDB's JSON API), for when
// MEAL_CATALOGUE_URL is not set. Public: it holds nothing but dishes.
export function loader({ request }: Route.LoaderArgs) {
  return handleEmbeddedCatalogue(request, EMBEDDED_CATALOGUE_PATH);
}

export const action = readOnlyAction;
