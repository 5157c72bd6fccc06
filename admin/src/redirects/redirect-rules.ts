/** The redirects are made by the API: the back office lists them in the API's order and changes none. */
export const REDIRECT_RULES = { redirects: { sortable: false, writable: [] } } as const;
