// The page's lead image, preloaded from the head (docs/performance-and-security.md#first-paint): the first block's, or
// the second's below an introduction without an image, as on the news page.
import type { PageBlock, PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { fakeApiClient, noBlockModule } from '@ergoforma/shared-contracts/testing';
import { loadContentPage } from '../../features/content-page/api/load-content-page';
import { contentPageHead } from '../../features/content-page/utils/content-page-head';
import { postsPage } from '../../features/news/__tests__/news-fixtures';
import { NEWS_CARD_IMAGE_SIZES } from '../../features/news/utils/news-card-image-sizes';
import { apiPage, blocks, image, SAMPLE_CONTENT, sitemapNode } from '../../testing/block-fixtures';
import { contentBlocks } from '../content-blocks';

function context(api: PageLoadContext['api']): PageLoadContext {
  return {
    api,
    locale: 'pl',
    pathname: '/aktualnosci',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html as SafeHtml,
    loadModule: noBlockModule,
    node: sitemapNode(),
    params: {},
  };
}

describe('the lead image of a content page', () => {
  it("preloads the first block's image, or the second's below an introduction without one", async () => {
    const registry = contentBlocks;
    const list = jest.fn((query: { page: number; itemsPerPage: number }) =>
      Promise.resolve(postsPage(query.page, query.itemsPerPage, 4)),
    );
    const pageWith = (...pageBlocks: PageBlock[]) => {
      const get = jest.fn().mockResolvedValue(apiPage({ blocks: pageBlocks }));
      return loadContentPage(registry, context(fakeApiClient({ pages: { get }, posts: { list } })));
    };
    const newsList = blocks.of(2, 2, 'news_list', { title: 'Najnowsze wpisy', itemsPerPage: 9 });

    const news = await pageWith(blocks.of(1, 1, 'default_content', SAMPLE_CONTENT.default_content), newsList);
    expect(contentPageHead(news, registry).leadImage).toEqual({
      image: expect.objectContaining({ url: '/media/posts/wpis-4.jpg' }),
      sizes: NEWS_CARD_IMAGE_SIZES,
    });

    const banner = await pageWith(blocks.banner(1, 1), newsList);
    expect(contentPageHead(banner, registry).leadImage?.image.url).toBe(image('banner').url);

    // The list is the third block: too far down to preload.
    const third = await pageWith(blocks.html(1, 1, '<p>Wstęp</p>'), blocks.html(3, 2, '<p>Więcej</p>'), {
      ...newsList,
      position: 3,
    });
    expect(contentPageHead(third, registry).leadImage).toBeUndefined();
  });
});
