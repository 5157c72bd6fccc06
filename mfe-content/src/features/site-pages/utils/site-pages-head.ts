// The heads of the log-in and fabric-swatch pages.
import type { PageHead } from '@ergoforma/shared-contracts';
import type { LoginPageData, PatternsPageData } from '../types';

/** There are no customer accounts, so the log-in page is kept out of search indexes. */
export function loginPageHead({ title }: LoginPageData): PageHead {
  return { title, noindex: true };
}

/** The swatch page is described by its collections' names. */
export function patternsPageHead({ title, collections }: PatternsPageData): PageHead {
  return { title, description: collections.map((collection) => collection.name).join(', ') };
}
