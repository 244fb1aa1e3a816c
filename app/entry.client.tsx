import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { primeFromPage } from './i18n/page-strings.client';
import { RequestLocaleProvider } from './i18n/request-locale';

// The page's language must be in place before hydration, or the first client render would differ
// from the server's HTML.
const rendered = primeFromPage();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestLocaleProvider value={rendered}>
        <HydratedRouter />
      </RequestLocaleProvider>
    </StrictMode>,
  );
});
