import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageLanguage } from './i18n/page-language.client';
import { RequestLocaleProvider } from './i18n/request-locale';

// The page's language must be in place before hydration, or the first client render would differ
// from the server's HTML. Should its strings fail to load, the page stays as the server sent it:
// links and forms still work, and the next page tries again.
void loadPageLanguage().then(
  (rendered) => {
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
  },
  (error: unknown) => {
    console.warn('The page stays as the server rendered it: its strings did not load.', error);
  },
);
