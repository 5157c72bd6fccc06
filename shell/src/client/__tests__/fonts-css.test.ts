// fonts.css and the font cut (scripts/subset-fonts.mjs, reading scripts/font-faces.json) must agree on each face's
// characters: a character a face claims but its file lacks is set in another font, and a Polish letter outside the
// preloaded face would fetch a second file and lay the page out again.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const shellDir = path.join(__dirname, '../../..');
const { weight, faces } = JSON.parse(readFileSync(path.join(shellDir, 'scripts/font-faces.json'), 'utf8')) as {
  weight: { min: number; max: number };
  faces: Record<string, string[]>;
};
const css = readFileSync(path.join(shellDir, 'src/client/styles/fonts.css'), 'utf8');

/** The code points of CSS unicode-range items ('U+0104-0107'). */
function codePointsOf(ranges: string[]): number[] {
  return ranges.flatMap((range) => {
    const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
    const first = parseInt(from, 16);
    return Array.from({ length: parseInt(to, 16) - first + 1 }, (_, index) => first + index);
  });
}

/** Each @font-face of fonts.css: its file, weight range and code points. */
const declared = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  file: /generated\/fonts\/([\w-]+)\.woff2/.exec(body)?.[1] ?? '',
  weight: /font-weight:\s*([^;]+);/.exec(body)?.[1] ?? '',
  codePoints: codePointsOf((/unicode-range:([^;]+);/.exec(body)?.[1] ?? '').split(',')),
}));

it('declares each face of font-faces.json once, with the weights and the characters cut into its file', () => {
  const expected = Object.entries(faces).map(([face, ranges]) => ({
    file: face,
    weight: `${weight.min} ${weight.max}`,
    codePoints: codePointsOf(ranges),
  }));
  expect(declared).toEqual(expected);
});

it('sets every Polish letter and all of ASCII with the face that the server preloads', () => {
  const preloaded = declared.find(({ file }) => file === 'inter');
  const needed = [...'ĄąĆćĘęŁłŃńÓóŚśŹźŻż'].map((letter) => letter.codePointAt(0)!);
  for (let point = 0x20; point < 0x7f; point += 1) needed.push(point);
  expect(needed.filter((point) => !preloaded?.codePoints.includes(point))).toEqual([]);
});

it('gives no character to two faces', () => {
  const claimed = declared.flatMap(({ codePoints }) => codePoints);
  expect(claimed.length).toBe(new Set(claimed).size);
});
