// The page's CSP nonce (the server gives every response a fresh one) for the scripts the browser adds later:
// webpack's own chunks (__webpack_nonce__, set in index.ts before the first dynamic import) and the remotes'
// entries, which the federation runtime creates itself (the createScript hook below). Like the integrity plugin
// (remote-integrity-plugin.ts), it only adds to the attributes the runtime sets on the element it creates.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The nonce the shell's own script tag was given; read while that script runs (currentScript is set then). */
export const PAGE_NONCE: string = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';

export function scriptNoncePlugin(nonce: string): ModuleFederationRuntimePlugin {
  return {
    name: 'ef-script-nonce',
    createScript({ attrs }) {
      if (nonce && attrs) attrs.nonce = nonce;
      return undefined;
    },
  };
}
