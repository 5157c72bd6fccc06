// content/ContentPage: pages of sitemap nodes root, article, article_with_crumbs and contact.
import type { PageModule } from '@ergoforma/shared-contracts';
import { loadContentPage, type ContentPageData } from '../features/content-page/api/load-content-page';
import { ContentPage } from '../features/content-page/components/content-page';
import { contentPageHead } from '../features/content-page/utils/content-page-head';

const page: PageModule<ContentPageData> = {
  layout: 'default',
  load: loadContentPage,
  head: contentPageHead,
  Component: ContentPage,
};

export default page;
