// Whether the page being shown exists: false on the shell's error page (404, 500, 503), which holds none of the
// site's content, so notices about that content (the English notice) stay off it. A region rendered outside the
// shell (tests, a remote on its own) counts as on a page.
import { createContext, useContext, type ReactNode } from 'react';

const PageFoundContext = createContext(true);

export function PageFoundProvider({ found, children }: { found: boolean; children: ReactNode }) {
  return <PageFoundContext.Provider value={found}>{children}</PageFoundContext.Provider>;
}

export function usePageFound(): boolean {
  return useContext(PageFoundContext);
}
