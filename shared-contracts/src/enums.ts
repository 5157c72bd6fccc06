// Every closed list of values in the site's data, defined once. The types of the contracts are derived from these
// arrays; the API checks its content fixtures against them and tests its database CHECK constraints against them.
// This module imports nothing, so the API loads it on its own as `@ergoforma/shared-contracts/enums` without the
// contracts' browser runtime (React, i18next, zustand).

/** pl is the default language; en and fr are path prefixes ('/en', '/fr'). */
export const LOCALES = ['pl', 'en', 'fr'] as const;

export const NODE_TYPES = [
  'article',
  'article_with_crumbs',
  'root',
  'search',
  'company',
  'contact',
  'pattern',
  'login',
  'product',
  'post',
  'others',
] as const;

export const NODE_ACTIONS = ['index', 'show', 'show_category', 'list', 'preview'] as const;

export const PAGE_LAYOUTS = ['default', 'product', 'search'] as const;

export const HEADER_THEMES = ['light', 'dark'] as const;

/** Page blocks whose content is plain JSON for the remote that renders them. */
export const OTHER_BLOCK_TYPES = [
  'chair',
  'company',
  'contact',
  'download',
  'fabrics',
  'slider',
  'job_list',
  'mechanism_details',
  'mechanism_list',
  'news_details',
  'news_list',
  'products_list',
  'products_simple',
  'realizations',
  'tabs_of_data',
  'default_content',
  'downloads',
  'logistics',
  'patterns',
  'sizes',
  'timeline',
] as const;

export const BANNER_THEMES = ['ergonomics', 'ergonomics2', 'about-us', 'careers', 'mechanisms', 'product'] as const;

/** Which side of a text_with_image block the picture is on. */
export const IMAGE_SIDES = ['left', 'right'] as const;

export const PRODUCT_TAB_TYPES = [
  'product_description',
  'product_sizes',
  'product_data',
  'product_patterns',
  'product_files',
  'product_logistic',
] as const;

export const MENU_ITEM_TYPES = ['Empty', 'Url', 'Category', 'Page'] as const;

export const MENU_ITEM_TARGETS = ['_self', '_blank'] as const;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The four forms of the site (POST /api/client_questions, /api/cooperation_requests, /api/proposal_requests, /api/form_entries/job_application). */
export const FORM_KINDS = ['client_question', 'cooperation_request', 'proposal_request', 'job_application'] as const;
