// content/NewsDetail: a news post page (sitemap node nodeType 'post', action 'show'), or a draft post's preview
// (action 'preview').
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { loadNewsDetail } from '../features/news/api/load-news-detail';
import { NewsDetail } from '../features/news/components/news-detail';
import type { NewsDetailData } from '../features/news/types';
import { newsDetailHead } from '../features/news/utils/news-detail-head';

const page: PageModule<NewsDetailData> = {
  layout: 'default',
  load: loadNewsDetail,
  head: newsDetailHead,
  Component: NewsDetail,
};

export default page satisfies ExposedModules['content/NewsDetail'];
