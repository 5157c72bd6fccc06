// Cuts the site's Inter faces (scripts/font-faces.json) out of the font author's files (inter-ui) into
// shell/generated/fonts, one file per face and weight: 'inter' (Latin and the Polish letters, ~19 KB, every page)
// and 'inter-latin-ext' (the rest of Latin Extended, only for a text that uses it). Only the OpenType features
// the site's text uses are kept (kerning, ligatures, marks, tabular figures; not the stylistic sets and
// alternates, which made up a third of each file). src/client/styles/fonts.css gives each file its unicode-range.
// Runs before each build (see package.json).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(scriptsDir, '../generated/fonts');
const { weights, features, faces } = JSON.parse(await readFile(path.join(scriptsDir, 'font-faces.json'), 'utf8'));

/** The characters of CSS unicode-range items such as 'U+0104-0107'. */
function charactersOf(ranges) {
  return ranges
    .map((range) => {
      const [from, to = from] = range.replace(/^U\+/i, '').split('-');
      let characters = '';
      for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1)
        characters += String.fromCodePoint(point);
      return characters;
    })
    .join('');
}

await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir, { recursive: true });
for (const [weight, style] of Object.entries(weights)) {
  const source = await readFile(require.resolve(`inter-ui/web/Inter-${style}.woff2`));
  for (const [face, ranges] of Object.entries(faces)) {
    const font = await subsetFont(source, charactersOf(ranges), { targetFormat: 'woff2', keepFeatures: features });
    await writeFile(path.join(outputDir, `${face}-${weight}.woff2`), font);
  }
}
