import type { MiddlewareFunction } from 'react-router';
import { userContext } from '~/auth/context';
import { getConfig } from '~/config.server';
import { refusal } from './refusal.server';

type Middleware = MiddlewareFunction<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/**
 * Whether a state-changing request comes from this site. Browsers send Origin with every POST (our
 * `Referrer-Policy: strict-origin-when-cross-origin` keeps it real), but as "null" from an opaque
 * origin or under a page's own no-referrer policy; then Sec-Fetch-Site, which every current browser
 * sends, decides. A request with neither header is no browser's, so it cannot carry a victim's
 * cookie by accident.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  const site = request.headers.get('Sec-Fetch-Site');
  if (origin !== null && origin !== 'null') {
    const allowed = [new URL(request.url).origin, getConfig().APP_ORIGIN].filter(Boolean);
    return allowed.some((candidate) => candidate && new URL(candidate).origin === origin);
  }
  if (site !== null) return site === 'same-origin' || site === 'none';
  return origin === null;
}

/**
 * The one Origin check, on every state-changing request to every route, resource routes included
 * (React Router's own check covered page routes only; react-router.config.ts switches it off).
 */
export const originMiddleware: Middleware = ({ request }) => {
  if (isStateChanging(request) && !isSameOrigin(request)) throw refusal(request, 403);
};

/**
 * React Router answers 405 by itself to a POST (or PUT, DELETE...) on a page without an action, with
 * no Allow header; such a route serves reads only. Our own 405s name their methods already.
 */
export const allowMiddleware: Middleware = async (_args, next) => {
  const response = await next();
  if (response.status === 405 && !response.headers.has('Allow')) response.headers.set('Allow', 'GET, HEAD');
  return response;
};

/** Answers about a signed-in user, admin pages and every action's answer are never stored by a cache. */
export const privateCacheMiddleware: Middleware = async ({ request, context }, next) => {
  const response = await next();
  const admin = new URL(request.url).pathname.startsWith('/admin');
  if (context.get(userContext) || admin || isStateChanging(request)) {
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
};
