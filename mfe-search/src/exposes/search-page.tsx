// search/SearchPage: the search results page (sitemap node 'search', layout 'search').
import type { ExposedModules, PageModule } from '@ergoforma/shared-contracts';
import { loadSearchResults, type SearchPageData } from '../features/search/api/load-search-results';
import { searchPageHead } from '../features/search/utils/search-page-head';
import { SearchPage } from '../features/search/components/search-page';

const page: PageModule<SearchPageData> = {
  layout: 'search',
  load: loadSearchResults,
  head: searchPageHead,
  Component: SearchPage,
};

export default page satisfies ExposedModules['search/SearchPage'];
