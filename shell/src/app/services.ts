// What the isomorphic app needs from its host (the server per request, or the browser once).
import type {
  ApiClient,
  ExposedModuleId,
  ExposedModules,
  HtmlSanitizer,
  Locale,
  RemoteName,
  SitemapNode,
} from '@ergoforma/shared-contracts';

export interface ShellServices {
  /** Loads a remote module and records it in the registry; throws when the remote is unavailable. */
  loadModule<K extends ExposedModuleId>(id: K): Promise<ExposedModules[K]>;
  /** The API client of a language; `previewToken` only for the loaders of a draft preview. */
  api(locale: Locale, options?: { previewToken?: string }): ApiClient;
  sitemap(locale: Locale): Promise<SitemapNode[]>;
  sanitizeHtml: HtmlSanitizer;
  /**
   * Tells of a failure the page recovers from (the error page, a region's fallback): the server writes one log line
   * naming the page, the browser the console.
   */
  report(level: 'warn' | 'error', message: string, error: unknown): void;
}

/** Modules loaded for this page view, so rendering can look them up synchronously. */
export class ModuleRegistry {
  private readonly modules = new Map<ExposedModuleId, ExposedModules[ExposedModuleId]>();
  readonly unavailable = new Set<RemoteName>();

  set<K extends ExposedModuleId>(id: K, module: ExposedModules[K]): void {
    this.modules.set(id, module);
    this.unavailable.delete(id.split('/')[0] as RemoteName);
  }

  get<K extends ExposedModuleId>(id: K): ExposedModules[K] | undefined {
    return this.modules.get(id) as ExposedModules[K] | undefined;
  }

  ids(): ExposedModuleId[] {
    return [...this.modules.keys()];
  }
}
