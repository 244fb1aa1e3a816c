import type { TFunction } from 'i18next';

/** What a route module may export as `handle`: the i18n key of its page title. */
export type RouteHandle = { titleKey?: string; adminPanel?: boolean };

/** The deepest route's title; admin pages add the manager panel label (spec: menu title + label). */
export function pageTitleKey(handles: Array<RouteHandle | undefined>, t: TFunction): string {
  const handle = [...handles].reverse().find((h) => h?.titleKey);
  const appName = t('common:app.name');
  if (!handle?.titleKey) return appName;
  const title = t(handle.titleKey);
  if (handle.adminPanel) return `${title} - ${t('admin:panel_label')}`;
  return `${title} · ${appName}`;
}
