// Data of a content page (sitemap nodes root, article, article_with_crumbs, contact): the node's reference is
// the page id; on a preview node the page is the draft the address names. All block HTML is sanitised here,
// before it is embedded in the page.
import { isHomePath, PageNotFoundError, type Page, type PageLoadContext } from '@ergoforma/shared-contracts';
import type { BlockRegistry, PreparedBlock } from '../../../utils/block-registry';
import { loadBlocks } from '../../../utils/prepare-blocks';
import { previewId } from '../../../utils/preview-id';

export interface ContentPageData {
  page: Pick<Page, 'id' | 'path' | 'title' | 'seoTitle' | 'seoDescription' | 'seoImageSrc' | 'alternates'>;
  /** The language's front page ('/', '/en', '/fr'): no title heading of its own, no top padding. */
  isFrontPage: boolean;
  /** Sanitised and in position order. */
  blocks: PreparedBlock[];
}

/** load() of a content page whose blocks are the registry's (src/exposes/content-blocks.ts). */
/** The published page of the node, or the draft of a preview address. */
function fetchPage(context: PageLoadContext): Promise<Page> {
  const draft = previewId(context);
  if (draft !== null) return context.api.services.pagePreview.preview(draft);
  const id = context.node.nodeReference;
  if (id === null || id === undefined) throw new PageNotFoundError();
  return context.api.services.pages.get(id);
}

export async function loadContentPage(registry: BlockRegistry, context: PageLoadContext): Promise<ContentPageData> {
  const page = await fetchPage(context);
  // Block data (sanitised HTML, API-filled and other remotes' blocks) and the code of the block types this page
  // uses, both before render (see utils/block-registry.ts); only the used types' code is downloaded.
  const [blocks] = await Promise.all([
    loadBlocks(registry, page.blocks ?? [], context),
    registry.preload((page.blocks ?? []).map((block) => block.type)),
  ]);
  return {
    page: {
      id: page.id,
      path: page.path,
      title: page.title,
      seoTitle: page.seoTitle ?? null,
      seoDescription: page.seoDescription ?? null,
      seoImageSrc: page.seoImageSrc ?? null,
      alternates: page.alternates ?? {},
    },
    isFrontPage: context.node.nodeType === 'root' || isHomePath(context.pathname),
    blocks,
  };
}
