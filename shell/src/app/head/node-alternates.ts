// A page whose remote names no language versions of itself (the product list, the armrests and bases pages, the
// job offers) is a sitemap node without parameters: the node with the same id is the same page in every
// language. Nodes with parameters ('produkty/{category}') differ per record, so their remotes name them; the
// search page is left out (its results are not indexed, so it announces no alternates).
import { LOCALES, localizePath, type Locale, type PageHead, type SitemapNode } from '@ergoforma/shared-contracts';
import type { ShellServices } from '../services';

type Alternates = NonNullable<PageHead['alternates']>;

export async function nodeAlternates(services: ShellServices, node: SitemapNode): Promise<Alternates | undefined> {
  if (node.slug.includes('{') || node.nodeType === 'search') return undefined;
  const versions = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string] | null> => {
      // A language whose sitemap cannot be read now is left out rather than failing the page.
      const nodes = await services.sitemap(locale).catch(() => []);
      const same = nodes.find((candidate) => candidate.id === node.id);
      return same ? [locale, localizePath(locale, `/${same.slug}`)] : null;
    }),
  );
  return Object.fromEntries(versions.filter((version) => version !== null));
}

/** The head with its language versions: the remote's own, else the node's. */
export async function withAlternates(services: ShellServices, node: SitemapNode, head: PageHead): Promise<PageHead> {
  if (head.alternates) return head;
  const alternates = await nodeAlternates(services, node);
  return alternates ? { ...head, alternates } : head;
}
