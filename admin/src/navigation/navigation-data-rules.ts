// The data provider's rules for the menus and sitemap nodes: listed whole by the API (no sort of its own), an update
// sends the whole record but its id and version.
export const NAVIGATION_RESOURCE_RULES = {
  menus: { sortable: false, writable: ['name', 'locale', 'items'] },
  'sitemap-nodes': {
    sortable: false,
    writable: ['parent', 'position', 'nodeType', 'action', 'page', 'category', 'resolver', 'translations'],
  },
} as const;
