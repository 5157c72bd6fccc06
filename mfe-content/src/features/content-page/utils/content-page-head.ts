// What the shell puts in <head> for a content page: SEO fields first, the page title otherwise.
import type { PageHead } from '@ergoforma/shared-contracts';
import type { ContentPageData } from '../api/load-content-page';

export function contentPageHead({ page }: ContentPageData): PageHead {
  return {
    title: page.seoTitle || page.title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    ...(page.seoImageSrc ? { image: page.seoImageSrc } : {}),
    alternates: page.alternates,
  };
}
