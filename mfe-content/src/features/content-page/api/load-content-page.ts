// Data of a content page (sitemap nodes root, article, article_with_crumbs, contact): the node's reference is
// the page id. All block HTML is sanitised here, before it is embedded in the page.
import { isHomePath, PageNotFoundError, type Page, type PageLoadContext } from '@ergoforma/shared-contracts';
import { preloadBlockComponents } from '../../blocks/block-registry';
import { isRenderableBlock } from '../../blocks/components/block-renderer';
import type { PreparedBlock } from '../../blocks/types';
import { prepareBlocks } from '../../blocks/utils/prepare-blocks';

export interface ContentPageData {
  page: Pick<Page, 'id' | 'path' | 'title' | 'seoTitle' | 'seoDescription' | 'seoImageSrc' | 'alternates'>;
  /** The language's front page ('/', '/en', '/fr'): no title heading of its own, no top padding. */
  isFrontPage: boolean;
  /** Sanitised and in position order. */
  blocks: PreparedBlock[];
}

export async function loadContentPage(context: PageLoadContext): Promise<ContentPageData> {
  const id = context.node.nodeReference;
  if (id === null || id === undefined) throw new PageNotFoundError();
  const page = await context.api.services.pages.get(id);
  const blocks = prepareBlocks(page.blocks ?? [], context.sanitizeHtml);
  // Only the code of the block types this page uses is downloaded, and before render (see block-registry.ts).
  await preloadBlockComponents(blocks.filter(isRenderableBlock).map((block) => block.type));
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
