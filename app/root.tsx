import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRevalidator,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { sessionMiddleware } from './auth/middleware.server';
import { allowMiddleware, originMiddleware, privateCacheMiddleware } from './http/edge.server';
import { statusMessageKey } from './http/statuses';
import { userContext } from './auth/context';
import { detectLocale } from './i18n/detect.server';
import { useRequestLocale } from './i18n/request-locale';
import { useI18n } from './i18n/use-i18n';
import { getLocale, isLocaleCode, LANGUAGE_COOKIE, languageCookie, type LocaleCode } from './i18n/locales';
import { buttonClass } from './ui/button';
import { useNonce } from './ui/nonce';
import { ProgressBar } from './ui/progress-bar';
import { Toaster } from './ui/toaster';
import { readToast } from './ui/toast.server';
import { pageTitle, type RouteHandle } from './ui/route-handle';

export const middleware: Route.MiddlewareFunction[] = [
  originMiddleware,
  sessionMiddleware,
  privateCacheMiddleware,
  allowMiddleware,
];

/** A refused request keeps the header that says what would be accepted (Allow on a 405). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const allow = errorHeaders?.get('Allow');
  return allow ? { Allow: allow } : new Headers();
};

// With a precedence React puts the stylesheet ahead of the scripts' modulepreload links in <head>, so
// the browser asks for the one render-blocking file first instead of queueing it behind the scripts.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = detectLocale(request);
  const user = context.get(userContext);
  const { toast, clear } = readToast(request);
  return data(
    {
      locale: locale.code,
      localeSource: locale.source,
      user: user ? { firstName: user.firstName, lastName: user.lastName, type: user.type } : null,
      toast,
    },
    clear ? { headers: { 'Set-Cookie': clear } } : undefined,
  );
}

/**
 * React Router skips loaders after an action answered 4xx or 5xx; the root re-runs anyway, because
 * it is the one reader of the toast cookie that every action, refused or not, may set.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? true : defaultShouldRevalidate;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

function DocumentTitle() {
  const { t } = useTranslation();
  // The error page is titled by its status, never by the page that failed.
  const error = useRouteError();
  const matches = useMatches().map((match) => ({
    handle: match.handle as RouteHandle | undefined,
    data: match.loaderData,
  }));
  if (error) return <title>{`${t(statusMessageKey(errorStatus(error)))} · ${t('common:app.name')}`}</title>;
  return <title>{pageTitle(matches, t)}</title>;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const requestLocale = useRequestLocale();
  const i18n = useI18n(rootData?.locale ?? requestLocale);
  const locale = getLocale(isLocaleCode(i18n.language) ? i18n.language : 'en');
  const nonce = useNonce();
  return (
    <html lang={locale.code} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={i18n.t('common:app.description')} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans antialiased">
        <I18nextProvider i18n={i18n}>
          <DocumentTitle />
          {children}
          <Toaster dir={locale.dir} message={rootData?.toast ?? null} />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * With no language cookie, ask the detection call once and save the answer (spec 001 section 4).
 * The cookie is written here, and only while still unset, so a language the user picks meanwhile
 * always wins, whichever answer arrives first.
 */
function useLanguageDetection(source: string | undefined, current: LocaleCode) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (source === 'cookie') return;
    let cancelled = false;
    fetch('/api/languages/detect')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { code?: unknown } | null) => {
        const saved = document.cookie.split('; ').some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
        if (cancelled || saved) return;
        const detected = isLocaleCode(body?.code) ? body.code : 'en';
        // The browser's own languages are more specific than detection; keep them when they matched.
        const code = source === 'browser' ? current : detected;
        document.cookie = languageCookie(code, window.location.protocol === 'https:');
        if (code !== current) void revalidator.revalidate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per page load
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageDetection(loaderData.localeSource, loaderData.locale);
  return (
    <>
      <ProgressBar />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = errorStatus(error);
  const showStack = import.meta.env.DEV && error instanceof Error;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-brand-600" data-testid="error-status">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">
        {t(statusMessageKey(status))}
        {status === 404 ? (
          <>
            {' '}
            <span dir="ltr">{location.pathname}</span>
          </>
        ) : null}
      </h1>
      {status >= 500 ? <TryAgain /> : null}
      <a href="/" className="text-brand-700 underline">
        {t('common:errors.back_home')}
      </a>
      {showStack ? <pre className="max-w-full overflow-auto text-start text-xs">{error.stack}</pre> : null}
    </main>
  );
}

/**
 * A page whose data failed to load offers to load it again (spec 000 section 8): a full load of
 * the same address, which works whether or not the page's scripts ran.
 */
function TryAgain() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <a href={location.pathname + location.search} className={buttonClass('primary')}>
      {t('common:actions.try_again')}
    </a>
  );
}
