// Cuts the Polish letters out of Inter's Latin Extended files into small font files of their own
// (shell/generated/fonts, ~2 KB per weight instead of 35 KB), so a Polish page downloads only the letters it uses.
// shell/src/client/styles/fonts.css gives each file its unicode-range; other Latin Extended letters still come from
// the full files, downloaded only by a text that has them. Runs before each build (see package.json).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const WEIGHTS = [400, 600, 700];

const require = createRequire(import.meta.url);
const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const outputDir = path.join(scriptsDir, '../generated/fonts');
const { letters } = JSON.parse(await readFile(path.join(scriptsDir, 'polish-letters.json'), 'utf8'));

await mkdir(outputDir, { recursive: true });
await Promise.all(
  WEIGHTS.map(async (weight) => {
    const source = await readFile(require.resolve(`@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`));
    const polish = await subsetFont(source, letters, { targetFormat: 'woff2' });
    await writeFile(path.join(outputDir, `inter-polish-${weight}-normal.woff2`), polish);
  }),
);
