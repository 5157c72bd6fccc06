// The visitor the page was rendered for (see visitor.ts), for components that render differently for a returning
// visitor (no cookie popup once consent was chosen). On the server it comes from the request's cookies; in the
// browser it is the value the server used, so hydration matches; components keep their own state afterwards.
import { createContext, useContext, type ReactNode } from 'react';
import { FIRST_VISIT, type Visitor } from './visitor';

const VisitorContext = createContext<Visitor>(FIRST_VISIT);

export function VisitorProvider({ visitor, children }: { visitor: Visitor; children: ReactNode }) {
  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): Visitor {
  return useContext(VisitorContext);
}
