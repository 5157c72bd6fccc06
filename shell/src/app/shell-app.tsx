// Providers every page view has, around the router (static on the server, browser router in the browser).
import type { ReactNode } from 'react';
import { SiteStoresProvider, type SiteStores } from '@ergoforma/shared-contracts';
import { ShellContext, type ShellContextValue } from './shell-context';

export function ShellApp({
  stores,
  shell,
  children,
}: {
  stores: SiteStores;
  shell: ShellContextValue;
  children: ReactNode;
}) {
  return (
    <SiteStoresProvider stores={stores}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </SiteStoresProvider>
  );
}
