import type { TFunction } from 'i18next';

/** What a route module may export as `handle`: the i18n key of its page title, or a function of its loader data giving it. */
export type RouteHandle = {
  titleKey?: string | ((data: unknown) => string);
  adminPanel?: boolean;
};

type TitledMatch = { handle?: RouteHandle; data?: unknown };

/** The deepest route's title; admin pages add the manager panel label (spec: menu title + label). */
export function pageTitle(matches: TitledMatch[], t: TFunction): string {
  const match = [...matches].reverse().find((m) => m.handle?.titleKey);
  const appName = t('common:app.name');
  const handle = match?.handle;
  if (!handle?.titleKey) return appName;
  const key = typeof handle.titleKey === 'function' ? handle.titleKey(match?.data) : handle.titleKey;
  const title = t(key);
  if (handle.adminPanel) return `${title} - ${t('admin:panel_label')}`;
  return `${title} · ${appName}`;
}
