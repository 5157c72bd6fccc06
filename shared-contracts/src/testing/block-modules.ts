// Test stand-ins for the cross-remote block modules: a load context or services without other remotes.
import type { BlockModuleId, ExposedModules } from '../federation/modules';

/** `loadModule` of a load context in tests that load no other remote's block. */
export async function noBlockModule<K extends BlockModuleId>(id: K): Promise<ExposedModules[K]> {
  throw new Error(`This test loads no block module (asked for ${id}); pass loadModule in the context`);
}

/** `module` of SiteServices in tests: no block module was loaded. */
export function noLoadedModule(): undefined {
  return undefined;
}
