// Cuts the site's Inter faces (scripts/font-faces.json) out of the font author's variable font (inter-ui) into
// shell/generated/fonts, one file per face holding the weights 400 to 700: 'inter' (Latin and the Polish letters,
// ~32 KB, every page) and 'inter-latin-ext' (the rest of Latin Extended, only for a text that uses it). One variable
// file is 45 % smaller than the three static weights it replaces (three files of ~19 KB). The optical-size axis is
// fixed at the text size of the static family, and only the OpenType features the site's text uses are kept
// (kerning, ligatures, marks, tabular figures; not the stylistic sets and alternates, a third of a file).
// src/client/styles/fonts.css gives each file its unicode-range. Runs before each build (see package.json).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(scriptsDir, '../generated/fonts');
const { weight, opticalSize, features, faces } = JSON.parse(
  await readFile(path.join(scriptsDir, 'font-faces.json'), 'utf8'),
);

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
const source = await readFile(require.resolve('inter-ui/variable/InterVariable.woff2'));
for (const [face, ranges] of Object.entries(faces)) {
  const font = await subsetFont(source, charactersOf(ranges), {
    targetFormat: 'woff2',
    keepFeatures: features,
    variationAxes: { wght: weight, opsz: opticalSize },
  });
  await writeFile(path.join(outputDir, `${face}.woff2`), font);
}
