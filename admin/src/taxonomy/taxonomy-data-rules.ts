// The data provider's rules for the catalogue's small kinds: the API lists them whole (no sort of its own) and an
// update sends the whole record but its id and version.
export const TAXONOMY_RESOURCE_RULES = {
  categories: { sortable: false, writable: ['parent', 'position', 'translations'] },
  tags: { sortable: false, writable: ['position', 'translations'] },
  'pattern-collections': { sortable: false, writable: ['position', 'translations', 'patterns'] },
  'file-types': { sortable: false, writable: ['translations'] },
} as const;
