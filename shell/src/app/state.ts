// The loader results and the page state the server embeds for hydration. Everything here is plain JSON.
import type {
  ChromeData,
  ExposedModuleId,
  Locale,
  PageHead,
  PageLayout,
  PageModuleId,
  RemoteName,
  SitemapNode,
  Visitor,
} from '@ergoforma/shared-contracts';

export interface ErrorResult {
  kind: 'error';
  /** 404 page missing, 503 API unreachable, 500 anything else. */
  status: number;
  /** A technical message the error page shows as is (a draft preview's 'pageData not found' / 'pageData error'). */
  detail?: string;
  /** The answer to a draft preview request: never stored by any cache, never indexed. */
  preview?: true;
}

export interface RootData {
  kind: 'root';
  locale: Locale;
  /** null when the chrome remote is unavailable: the header and footer fallbacks show. */
  chrome: ChromeData | null;
}

export interface PageResult {
  kind: 'page';
  moduleId: PageModuleId;
  node: SitemapNode;
  params: Record<string, string>;
  layout: PageLayout;
  head: PageHead;
  /** The remote module's loader result; null when its remote is unavailable (its region shows a fallback). */
  data: unknown;
  available: boolean;
  /** A draft shown through the preview address (a sitemap node with action 'preview'): ribbon, no-store, noindex. */
  preview?: true;
}

export type RootLoaderResult = RootData | ErrorResult;
export type PageLoaderResult = PageResult | ErrorResult;

export interface RemoteVersion {
  version: string;
  browserEntry: string;
  /** SHA-384 of the browser entry (Subresource Integrity): the browser runs no other bytes. */
  integrity?: string;
}

/** Embedded in the page as JSON (id __EF_STATE__). */
export interface EmbeddedState {
  /** The site's public origin: the browser builds canonical and hreflang URLs exactly as the server did. */
  origin: string;
  loaderData: { root: RootLoaderResult; page?: PageLoaderResult };
  sitemap: { locale: Locale; nodes: SitemapNode[] } | null;
  /** The exact remote versions the page was rendered with: the browser loads the very same code. */
  remotes: Partial<Record<RemoteName, RemoteVersion>>;
  /** Modules the server rendered with; the browser loads them before hydrating. */
  modules: ExposedModuleId[];
  /** The visitor facts the server rendered for (its cookies), so the browser hydrates the same markup. */
  visitor: Visitor;
}

export const STATE_ELEMENT_ID = '__EF_STATE__';

/** Each remote's version, for the regions' QA attributes: the same on the server and in the browser. */
export function versionsOf(remotes: EmbeddedState['remotes']): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.version]));
}

/** JSON safe to put inside a <script> element. */
export function serializeState(state: EmbeddedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
