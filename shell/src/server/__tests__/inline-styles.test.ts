import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadImagePreload, stylesheetTag } from '../html-document';
import { absolutizeCssUrls, InlineStylesheets, styleElementText } from '../inline-styles';

describe('inlined stylesheets', () => {
  it('make relative url() references absolute, against the file the CSS came from', () => {
    const css = `@font-face{src:url(inter-400.woff2) format("woff2"),url('./a/b.woff')}.x{background:url("../img/x.png")}`;
    expect(absolutizeCssUrls(css, '/assets/main.css')).toBe(
      `@font-face{src:url(/assets/inter-400.woff2) format("woff2"),url('/assets/a/b.woff')}.x{background:url("/img/x.png")}`,
    );
    expect(absolutizeCssUrls('.x{background:url(x.png)}', 'http://localhost:3003/v1/a.css')).toBe(
      '.x{background:url(http://localhost:3003/v1/x.png)}',
    );
  });

  it('leave data: URIs, absolute and root-relative addresses and fragments alone', () => {
    const css = `.a{background:url("data:image/svg+xml,%3Csvg%3E")}.b{background:url(https://cdn.example/x.png)}.c{background:url(/x.png)}.d{filter:url(#f)}`;
    expect(absolutizeCssUrls(css, 'http://localhost:3003/a.css')).toBe(css);
  });

  it('can never close the <style> element they are put in', () => {
    expect(styleElementText('.a{content:"</style><script>alert(1)</script>"}')).toBe(
      '.a{content:"<\\/style><script>alert(1)</script>"}',
    );
  });

  it('are read once per file (files are versioned), and a file that cannot be read is linked instead', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ef-styles-'));
    const file = path.join(dir, 'main.css');
    await writeFile(file, '.a{background:url(x.png)}');
    const styles = new InlineStylesheets(1000);
    const read = () =>
      styles.read([
        { href: '/assets/main.css', source: file },
        { href: 'http://127.0.0.1:9/gone.css', source: 'http://127.0.0.1:9/gone.css' },
      ]);
    const first = await read();
    expect(first).toEqual([
      { href: '/assets/main.css', css: '.a{background:url(/assets/x.png)}' },
      { href: 'http://127.0.0.1:9/gone.css', css: null },
    ]);
    await writeFile(file, '.changed{}');
    expect((await read())[0]?.css).toBe('.a{background:url(/assets/x.png)}');
    expect(first.map((stylesheet) => stylesheetTag(stylesheet))).toEqual([
      '<style data-href="/assets/main.css">.a{background:url(/assets/x.png)}</style>',
      '<link rel="stylesheet" href="http://127.0.0.1:9/gone.css">',
    ]);
  });
});

describe('leadImagePreload', () => {
  const image = {
    url: '/media/slides/slide-1.jpg',
    sources: [
      { type: 'image/webp', srcset: '/media/slides/slide-1-480.webp 480w, /media/slides/slide-1-800.webp 800w' },
      { type: 'image/jpeg', srcset: '/media/slides/slide-1-480.jpg 480w' },
    ],
  };

  it('preloads the first (WebP) source with the same sizes as the page, at high priority', () => {
    expect(leadImagePreload({ image, sizes: '100vw' })).toEqual([
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/media/slides/slide-1-480.webp 480w, ' +
        '/media/slides/slide-1-800.webp 800w" imagesizes="100vw" fetchpriority="high">',
    ]);
  });

  it('preloads the plain file of an image without sources, and nothing for a page without a lead image', () => {
    expect(leadImagePreload({ image: { url: '/media/x.jpg', sources: [] }, sizes: '50vw' })).toEqual([
      '<link rel="preload" as="image" href="/media/x.jpg" fetchpriority="high">',
    ]);
    expect(leadImagePreload(undefined)).toEqual([]);
  });
});
