// Shapes of the content API's answers and queries (docs/api.md).

import type { SORT_DIRECTIONS } from '../enums';

/** A page of a collection; `totalItems` counts every match, so lists can page. */
export interface Collection<T> {
  member: T[];
  totalItems: number;
  page: number;
  itemsPerPage: number;
}

export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * GET /api/legacy_redirects: an old address the site answers with a 301 to a path of its own
 * (docs/behaviour.md#legacy-redirects).
 */
export interface LegacyRedirect {
  from: string;
  to: string;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; arrays encode as name[]=value, objects as name[key]=value (API Platform conventions). */
export interface Query {
  [name: string]: QueryValue | QueryValue[] | { [key: string]: QueryValue };
}

export interface CollectionQuery extends Query {
  page?: number;
  itemsPerPage?: number;
  pagination?: boolean;
}

export interface ProductQuery extends CollectionQuery {
  'category.id'?: number;
  'tags.id'?: number[];
  order?: { name?: SortDirection; published?: SortDirection };
}

/** The body of a 4xx answer. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Per-field messages for form submissions. */
  errors?: Record<string, string>;
}

/** GET /api/site_settings: the site's settings staff change in the back office (docs/api.md#site-settings). */
export interface SiteSettings {
  /** Whether English pages show the notice that the English catalogue is being translated. */
  englishNotice: boolean;
}

/**
 * GET /api/company: the one source of the company's facts (docs/api.md#company). The footer, the Organization
 * structured data and the contact and privacy texts all show these; `address.country` is in the request's language.
 */
export interface Company {
  /** The brand ('Ergoforma'). */
  name: string;
  /** The registered name ('Ergoforma Sp. z o.o.'). */
  legalName: string;
  address: {
    streetAddress: string;
    postalCode: string;
    /** Written as on a Polish postal address, in every language. */
    city: string;
    /** ISO 3166-1 alpha-2 ('PL'). */
    countryCode: string;
    country: string;
  };
  /** International form with spaces ('+48 12 345 67 89'); a tel: link drops the spaces. */
  phone: string;
  emails: {
    /** General enquiries. */
    office: string;
    /** Personal data questions (privacy policy). */
    privacy: string;
  };
  foundingYear: number;
  /** The company's profiles elsewhere (social networks). */
  sameAs: string[];
}
