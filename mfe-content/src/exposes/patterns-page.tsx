// content/PatternsPage: the fabric swatch collections (sitemap node type 'pattern').
import type { PageModule, ExposedModules } from '@ergoforma/shared-contracts';
import { FabricsBlock } from '../features/blocks/components/fabrics-block';
import { loadPatternsPage } from '../features/site-pages/api/load-site-pages';
import { PatternsPage } from '../features/site-pages/components/patterns-page';
import type { PatternsPageData } from '../features/site-pages/types';
import { patternsPageHead } from '../features/site-pages/utils/site-pages-head';

const page: PageModule<PatternsPageData> = {
  layout: 'default',
  load: loadPatternsPage,
  head: patternsPageHead,
  Component: ({ data }) => (
    <PatternsPage data={data}>
      <FabricsBlock content={{ title: '', collections: data.collections }} headingLevel={1} isLead={false} />
    </PatternsPage>
  ),
};

export default page satisfies ExposedModules['content/PatternsPage'];
