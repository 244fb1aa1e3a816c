import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { primeFromPage } from './i18n/page-strings.client';

// The page's language must be in place before hydration, or the first client render would differ
// from the server's HTML.
primeFromPage();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
