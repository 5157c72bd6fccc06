// Module Federation runtime plugin for the browser: the script element that loads a remote's entry carries the
// SHA-384 the page was rendered with (Subresource Integrity), so the browser runs those bytes or none. The
// attributes are added to the ones the runtime sets on the element it creates.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** `integrityOf(remote)`: the SRI hash of the remote's browser entry, from the page's embedded state. */
export function remoteIntegrityPlugin(
  integrityOf: (remote: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-entry-integrity',
    createScript({ attrs, remoteInfo }) {
      const integrity = remoteInfo ? integrityOf(remoteInfo.name) : undefined;
      if (!integrity || !attrs) return undefined;
      attrs.integrity = integrity;
      attrs.crossorigin = 'anonymous';
      return undefined;
    },
  };
}
