import { createContext, RouterContextProvider } from 'react-router';

/** The Content-Security-Policy nonce of this response, set by server.ts for every request. */
export const nonceContext = createContext<string>('');

/** The client's address as Express sees it (after trusted proxies), for rate limits. */
export const clientIpContext = createContext<string>('unknown');

/** The context React Router hands to middleware, loaders and actions for one request. */
export function createRequestContext(nonce: string, clientIp: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientIpContext, clientIp);
  return context;
}
