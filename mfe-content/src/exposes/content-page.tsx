// content/ContentPage: pages of sitemap nodes root, article, article_with_crumbs and contact, with every block type
// of this remote (content-blocks.ts).
import type { PageModule, PageProps, ExposedModules } from '@ergoforma/shared-contracts';
import { loadContentPage, type ContentPageData } from '../features/content-page/api/load-content-page';
import { ContentPage } from '../features/content-page/components/content-page';
import { contentPageHead } from '../features/content-page/utils/content-page-head';
import { contentBlocks } from './content-blocks';

function ContentPageWithBlocks(props: PageProps<ContentPageData>) {
  return <ContentPage {...props} registry={contentBlocks} />;
}

const page: PageModule<ContentPageData> = {
  layout: 'default',
  load: (context) => loadContentPage(contentBlocks, context),
  head: (data) => contentPageHead(data, contentBlocks),
  Component: ContentPageWithBlocks,
};

export default page satisfies ExposedModules['content/ContentPage'];
