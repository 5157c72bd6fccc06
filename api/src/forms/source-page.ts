// The page a form was sent from, as the notification e-mail names it: the browser's Referer header, kept only when
// it is an absolute http(s) address of sensible length (anything else is dropped, never an error). The URL parser
// re-serialises it, so no control character or space survives.
const MAX_PAGE_LENGTH = 2000;

export function sourcePage(referer: string | undefined): string | null {
  if (!referer || referer.length > MAX_PAGE_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  return url.href.length <= MAX_PAGE_LENGTH ? url.href : null;
}
