// The news blocks of a content page (docs/behaviour.md#news): the list of posts and a post named by the page's {slug}.
// Registered with the content page's other blocks in src/exposes/content-blocks.ts.
import type { BlockDefinitions } from '../../utils/block-registry';
import { loadNewsDetailsBlock } from './api/load-news-detail';
import { loadNewsList } from './api/load-news-list';
import type { NewsDetailsContent, NewsListContent } from './types';
import { NEWS_CARD_IMAGE_SIZES } from './utils/news-card-image-sizes';

export const newsBlocks: BlockDefinitions<{ news_list: NewsListContent; news_details: NewsDetailsContent }> = {
  news_list: {
    prepare: loadNewsList,
    load: () => import('./components/news-list').then((module) => module.NewsList),
    carriesPageHeading: () => false,
    fullBleed: false,
    leadImage: (content) => {
      const image = content.posts[0]?.image;
      return image ? { image, sizes: NEWS_CARD_IMAGE_SIZES } : null;
    },
  },
  news_details: {
    prepare: loadNewsDetailsBlock,
    load: () => import('./components/news-details-block').then((module) => module.NewsDetailsBlock),
    carriesPageHeading: (content) => content.post !== null,
    fullBleed: false,
  },
};
