// The shell context a remote region needs in a test: the versions it shows; nothing else is used.
import { ModuleRegistry } from '../services';
import type { ShellContextValue } from '../shell-context';

export const regionsShellContext: ShellContextValue = {
  origin: 'https://www.example.com',
  registry: new ModuleRegistry(),
  prefetch: () => undefined,
  i18nFor: () => {
    throw new Error('not used');
  },
  servicesFor: () => {
    throw new Error('not used');
  },
  remoteVersions: { catalogue: '1.4.0+3f2a9c1d', chrome: '2.0.0+0a1b2c3d', content: '1.0.0' },
};
