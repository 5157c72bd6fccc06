import type { ContentFixtures } from '../fixtures/types';

/** 'seed': load only into a database that never held content; 'replace': replace the content there. */
export type LoadMode = 'seed' | 'replace';

/** What a content load put in the database. */
export interface LoadSummary {
  products: number;
  pages: number;
  sitemapNodes: number;
  searchDocuments: number;
}

export function loadSummary(fixtures: ContentFixtures, searchDocuments: number): LoadSummary {
  return {
    products: fixtures.products.length,
    pages: fixtures.pages.length,
    sitemapNodes: fixtures.sitemapNodes.length,
    searchDocuments,
  };
}
