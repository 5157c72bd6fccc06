// Chair mechanisms as the list and the detail page show them (docs/behaviour.md#mechanisms).
import type { Crumb, Image, Locale, MechanismCategory, SafeHtml } from '@ergoforma/shared-contracts';

export interface MechanismCard {
  id: number;
  name: string;
  /** Full path of the mechanism's page in this locale. */
  path: string;
  image: Image | null;
  /** Plain-text opening of the description. */
  summary: string;
}

export interface MechanismGroup {
  category: MechanismCategory;
  mechanisms: MechanismCard[];
}

/** Content of a mechanism_list block: its title and, after load(), the mechanisms grouped by category. */
export interface MechanismListContent {
  title: string;
  groups: MechanismGroup[];
}

export interface MechanismArticleData {
  id: number;
  name: string;
  category: MechanismCategory;
  description: SafeHtml;
  image: Image | null;
  /** The same mechanism's page in each language. */
  alternates: Partial<Record<Locale, string>>;
}

/** Content of a mechanism_details block: the mechanism named by the node's {slug}, or null without one. */
export interface MechanismDetailsContent {
  mechanism: MechanismArticleData | null;
}

/** Data of the MechanismDetail page module. */
export interface MechanismDetailData {
  mechanism: MechanismArticleData;
  /** The page's own path (the last crumb). */
  path: string;
  crumbs: Crumb[];
  summary: string;
}
