// The canary assignment cookie, shared by the browser that draws it and the server that reads it
// (docs/deployment.md#releasing). Strictly technical: a random number with no link to the person, so it needs
// no consent; it only keeps one visitor on one set of remote versions from page to page.
export const RELEASE_COOKIE = 'ef_release';
/** Buckets 0 to 99: a canary with share N serves the buckets below N. */
export const RELEASE_BUCKETS = 100;
/** Where the browser reports errors of a remote's region (the shell's beacon endpoint). */
export const BEACON_PATH = '/_beacon';
