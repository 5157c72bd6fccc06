// What the shell puts in <head> for a content page: SEO fields first, the page title otherwise; the lead block's
// image to preload (the first block's, or the second's below an imageless introduction).
import type { PageHead } from '@ergoforma/shared-contracts';
import { imageLeadBlockOf } from '../../../components/block-renderer';
import type { BlockRegistry } from '../../../utils/block-registry';
import type { ContentPageData } from '../api/load-content-page';

export function contentPageHead({ page, blocks }: ContentPageData, registry?: BlockRegistry): PageHead {
  const lead = registry && imageLeadBlockOf(registry, blocks);
  const leadImage = lead ? registry.leadImage(lead) : null;
  return {
    ...(leadImage ? { leadImage } : {}),
    title: page.seoTitle || page.title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    ...(page.seoImageSrc ? { image: page.seoImageSrc } : {}),
    alternates: page.alternates,
  };
}
