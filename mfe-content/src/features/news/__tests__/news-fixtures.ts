// Posts as the API answers them, for the news tests.
import type { Collection, Post } from '@ergoforma/shared-contracts';

export function apiPost(id: number, overrides: Partial<Post> = {}): Post {
  const slug = `wpis-${id}`;
  return {
    id,
    title: `Wpis ${id}`,
    slug,
    path: `/aktualnosci/${slug}`,
    lead: `<p>Zajawka ${id}</p>`,
    content: `<p>Treść ${id}</p>`,
    image: {
      url: `/media/posts/${slug}.jpg`,
      alt: `Zdjęcie ${id}`,
      width: 1200,
      height: 800,
      sources: [{ type: 'image/webp', srcset: `/media/posts/${slug}-480.webp 480w, /media/posts/${slug}.webp 1200w` }],
    },
    published: '2026-04-14T08:00:00.000Z',
    seoTitle: null,
    seoDescription: null,
    alternates: { pl: `/aktualnosci/${slug}`, en: `/en/news/post-${id}`, fr: `/fr/actualites/article-${id}` },
    ...overrides,
  };
}

/** Page `page` of `total` posts, newest (highest id) first. */
export function postsPage(page: number, itemsPerPage: number, total: number): Collection<Post> {
  const ids = Array.from({ length: total }, (_, index) => total - index).slice(
    (page - 1) * itemsPerPage,
    page * itemsPerPage,
  );
  return { member: ids.map((id) => apiPost(id)), totalItems: total, page, itemsPerPage };
}
