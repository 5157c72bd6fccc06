// The Polish font files (cut by shell/scripts/subset-fonts.mjs from the letters in shell/scripts/polish-letters.json)
// and the unicode-range of their faces in fonts.css must name the same letters, and the full Latin Extended faces must
// leave those letters to them: else a Polish page would fetch the 35 KB files again, or set a letter in another font.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const shellDir = path.join(__dirname, '../../..');
const { letters } = JSON.parse(readFileSync(path.join(shellDir, 'scripts/polish-letters.json'), 'utf8')) as {
  letters: string;
};
const css = readFileSync(path.join(shellDir, 'src/client/styles/fonts.css'), 'utf8');

/** The code points of each @font-face whose file matches `file`, one list per face. */
function rangesOf(file: RegExp): number[][] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => body)
    .filter((body) => file.test(body))
    .map((body) => {
      const ranges = /unicode-range:([^;]+);/.exec(body)?.[1] ?? '';
      return ranges.split(',').flatMap((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
        const first = parseInt(from, 16);
        return Array.from({ length: parseInt(to, 16) - first + 1 }, (_, index) => first + index);
      });
    });
}

const polish = [...letters].map((letter) => letter.codePointAt(0)!).sort((a, b) => a - b);

it('gives the Polish faces exactly the letters cut into their files, for each weight', () => {
  const faces = rangesOf(/inter-polish-/);
  expect(faces).toHaveLength(3);
  for (const codePoints of faces) expect(codePoints).toEqual(polish);
});

it('leaves those letters out of the Latin Extended and Latin faces', () => {
  const faces = rangesOf(/inter-latin-(ext-)?\d/);
  expect(faces).toHaveLength(6);
  for (const codePoints of faces) expect(codePoints.filter((point) => polish.includes(point))).toEqual([]);
});
