// Providers every page view has, around the router (static on the server, browser router in the browser).
import type { ReactNode } from 'react';
import { SiteStoresProvider, VisitorProvider, type SiteStores, type Visitor } from '@ergoforma/shared-contracts';
import { ShellContext, type ShellContextValue } from './shell-context';

export function ShellApp({
  stores,
  shell,
  visitor,
  children,
}: {
  stores: SiteStores;
  shell: ShellContextValue;
  /** The visitor the page is rendered for: from the request's cookies on the server, embedded for the browser. */
  visitor: Visitor;
  children: ReactNode;
}) {
  return (
    <SiteStoresProvider stores={stores}>
      <VisitorProvider visitor={visitor}>
        <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
      </VisitorProvider>
    </SiteStoresProvider>
  );
}
