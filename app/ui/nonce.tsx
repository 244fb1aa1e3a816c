import { createContext, useContext } from 'react';

const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce on the server render; browsers hide it afterwards, so the client sees ''. */
export function useNonce(): string {
  return useContext(NonceContext);
}
