// Head of a news post (docs/behaviour.md#search-engines): SEO title or title, description, picture, the post in other
// languages, Open Graph type 'article', and NewsArticle and BreadcrumbList structured data. The shell makes the URLs
// absolute.
import { breadcrumbList, type PageHead } from '@ergoforma/shared-contracts';
import type { NewsDetailData } from '../types';

const ORGANIZATION = { '@type': 'Organization', name: 'Ergoforma', url: '/' } as const;

export function newsDetailHead({ post, crumbs, summary }: NewsDetailData): PageHead {
  const description = post.seoDescription || summary;
  const newsArticle: Record<string, unknown> = {
    '@type': 'NewsArticle',
    headline: post.title.slice(0, 110),
    datePublished: post.published,
    dateModified: post.published,
    url: post.path,
    ...(post.image ? { image: [post.image.url] } : {}),
    ...(description ? { description } : {}),
    author: { ...ORGANIZATION },
    publisher: { ...ORGANIZATION, logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
  };
  return {
    title: post.seoTitle || post.title,
    ...(description ? { description } : {}),
    ...(post.image ? { image: post.image.url } : {}),
    alternates: post.alternates,
    ogType: 'article',
    jsonLd: [newsArticle, breadcrumbList([...crumbs, { title: post.title, path: post.path }])],
  };
}
