// The font file every page uses: the 'inter' face, every weight in one variable file (src/client/styles/fonts.css,
// cut by scripts/subset-fonts.mjs). The head preloads it, so it arrives with the page's first requests and is there
// when the page is first laid out: without, the browser found it during that layout and laid the whole page out
// again when it arrived. The name carries a content hash, so it is looked up in the browser build.
import { readdirSync } from 'node:fs';

const EVERY_PAGE_FONT = /^inter\.[0-9a-f]{8}\.woff2$/;

/** The public paths of the fonts every page uses (none if the build has none). */
export function everyPageFonts(browserBuildDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(browserBuildDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => EVERY_PAGE_FONT.test(file))
    .sort()
    .map((file) => `/assets/${file}`);
}
