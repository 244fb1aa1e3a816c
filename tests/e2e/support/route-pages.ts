import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/routes';

/** A route of the table that renders a page: its path pattern ('/', '/shop/product/:productId', '/*'). */
export type PageRoute = { path: string; file: string };

/** A route module with a default export draws a page; the others (api/*.ts) are resource routes. */
function drawsPage(file: string): boolean {
  return /^export default\b/m.test(fs.readFileSync(path.join('app', file), 'utf8'));
}

function walk(entries: RouteConfigEntry[], parent: string, out: PageRoute[]): PageRoute[] {
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    if (entry.children) walk(entry.children, own, out);
    else if (drawsPage(entry.file)) out.push({ path: own || '/', file: entry.file });
  }
  return out;
}

/** Every page of app/routes.ts, read from the table itself so a new route cannot be forgotten. */
export function pageRoutes(): PageRoute[] {
  const seen = new Set<string>();
  return walk(routes, '', []).filter((route) => !seen.has(route.path) && seen.add(route.path));
}
