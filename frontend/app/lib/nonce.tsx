import * as React from 'react';

// The CSP nonce of the document request; empty in the browser, which hides nonces anyway.
const NonceContext = React.createContext<string>('');

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return React.useContext(NonceContext);
}
