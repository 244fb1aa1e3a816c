import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, UNSAFE_ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from './i18n/instance';
import { ErrorBoundary } from './root';

function renderError(error: unknown, path = '/somewhere', locale: 'en' | 'es' = 'en') {
  const props = { error, params: {}, loaderData: undefined, matches: [] } as unknown as Parameters<
    typeof ErrorBoundary
  >[0];
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={getI18n(locale)}>
        <ErrorBoundary {...props} />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** What React Router hands the boundary for a thrown `data(null, { status })`. */
function routeError(status: number) {
  return new UNSAFE_ErrorResponseImpl(status, '', null);
}

describe('the error page', () => {
  it('reads "Page Not Found" followed by the path for a 404', () => {
    const html = renderError(routeError(404), '/no/such-page');
    expect(html).toContain('404');
    expect(html).toMatch(/Page Not Found.*\/no\/such-page/);
  });

  it('shows the status code and "Internal Server Error" for any other error, 500 by default', () => {
    expect(renderError(new Error('database down'))).toMatch(/500[\s\S]*Internal Server Error/);
    expect(renderError(routeError(503))).toMatch(/503[\s\S]*Internal Server Error/);
  });

  it('is translated', () => {
    expect(renderError(new Error('x'), '/', 'es')).not.toContain('Internal Server Error');
  });

  it.each([
    [405, 'This address does not accept that kind of request.'],
    [413, 'What was sent is too large.'],
    [415, 'What was sent is not in a form this address accepts.'],
  ])('says what a %i means, in words', (status, message) => {
    expect(renderError(routeError(status))).toContain(message);
    expect(renderError(routeError(status), '/', 'es')).not.toContain(message);
  });

  it('offers to load a failed page again, but not a missing one', () => {
    expect(renderError(new Error('database down'), '/profile?tab=1')).toMatch(
      /<a href="\/profile\?tab=1"[^>]*>Try again<\/a>/,
    );
    expect(renderError(routeError(404))).not.toContain('Try again');
  });
});
