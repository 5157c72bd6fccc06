// The font files every page uses: the 'inter' face of each weight (src/client/styles/fonts.css, cut by
// scripts/subset-fonts.mjs). The head preloads them, so they arrive with the page's first requests and are there
// when the page is first laid out: without, the browser found them during that layout and laid the whole page out
// again when they arrived. Their names carry a content hash, so they are looked up in the browser build.
import { readdirSync } from 'node:fs';

const EVERY_PAGE_FONT = /^inter-\d{3}\.[0-9a-f]{8}\.woff2$/;

/** The public paths of the fonts every page uses, lightest weight first (none if the build has none). */
export function everyPageFonts(browserBuildDir: string, publicPath = '/assets/'): string[] {
  let files: string[];
  try {
    files = readdirSync(browserBuildDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => EVERY_PAGE_FONT.test(file))
    .sort()
    .map((file) => publicPath + file);
}
