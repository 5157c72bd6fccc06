import { fakeApiClient, noBlockModule } from '@ergoforma/shared-contracts/testing';
import {
  PageNotFoundError,
  type OtherBlockType,
  type PageLoadContext,
  type SafeHtml,
} from '@ergoforma/shared-contracts';
import { loadContentPage } from '../api/load-content-page';
import { contentPageHead } from '../utils/content-page-head';
import { apiPage, blocks, image, sitemapNode } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

// A stand-in for the shell's DOMPurify: drops script elements and event-handler attributes.
const sanitizeHtml = jest.fn(
  (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '') as SafeHtml,
);

function context(overrides: Partial<PageLoadContext> & { get?: jest.Mock; preview?: jest.Mock } = {}): PageLoadContext {
  const get = overrides.get ?? jest.fn();
  const preview = overrides.preview ?? jest.fn();
  const api = fakeApiClient({ pages: { get }, pagePreview: { preview } });
  return {
    api,
    locale: 'pl',
    pathname: '/o-nas',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: noBlockModule,
    node: sitemapNode(),
    params: {},
    ...overrides,
  };
}

describe('loadContentPage', () => {
  beforeEach(() => sanitizeHtml.mockClear());

  it('loads the page the node refers to', async () => {
    const get = jest.fn().mockResolvedValue(apiPage({ title: 'O nas' }));
    const data = await loadContentPage(contentBlocks, context({ get, node: sitemapNode({ nodeReference: 42 }) }));
    expect(get).toHaveBeenCalledWith(42);
    expect(data.page.title).toBe('O nas');
    expect(data.isFrontPage).toBe(false);
  });

  it('answers 404 when the node refers to no page, without calling the API', async () => {
    const get = jest.fn();
    await expect(
      loadContentPage(contentBlocks, context({ get, node: sitemapNode({ nodeReference: null }) })),
    ).rejects.toBeInstanceOf(PageNotFoundError);
    expect(get).not.toHaveBeenCalled();
  });

  it("on a preview address loads the draft the address names through the 'page_preview' service", async () => {
    const get = jest.fn();
    const preview = jest
      .fn()
      .mockResolvedValue(apiPage({ title: 'Jesienna promocja', blocks: [blocks.html(1, 1, '<p>x</p>')] }));
    const node = sitemapNode({ slug: 'preview/page/{id}', action: 'preview', nodeReference: null });
    const data = await loadContentPage(contentBlocks, context({ get, preview, node, params: { id: '12' } }));
    expect(preview).toHaveBeenCalledWith(12);
    expect(get).not.toHaveBeenCalled();
    expect(data.page.title).toBe('Jesienna promocja');
    expect(data.blocks).toHaveLength(1);
  });

  it.each(['0', 'abc', '12abc', '99999999999'])(
    'a preview of draft %p is not found, without calling the API',
    async (id) => {
      const preview = jest.fn();
      const node = sitemapNode({ slug: 'preview/page/{id}', action: 'preview', nodeReference: null });
      await expect(loadContentPage(contentBlocks, context({ preview, node, params: { id } }))).rejects.toBeInstanceOf(
        PageNotFoundError,
      );
      expect(preview).not.toHaveBeenCalled();
    },
  );

  it('sanitises the HTML of html, banner, slide and text-with-image blocks', async () => {
    const hostile = '<p onclick="steal()">Tekst</p><script>alert(1)</script>';
    const page = apiPage({
      blocks: [
        blocks.html(1, 1, hostile),
        blocks.banner(2, 2, { html: hostile }),
        {
          id: 3,
          type: 'front_slider',
          position: 3,
          content: { slides: [{ image: image('s'), title: 'S', html: hostile, link: null }] },
        },
        {
          id: 4,
          type: 'text_with_image',
          position: 4,
          content: { title: 'T', html: hostile, image: image('t'), imageSide: 'left' },
        },
      ],
    });
    const data = await loadContentPage(contentBlocks, context({ get: jest.fn().mockResolvedValue(page) }));
    const serialised = JSON.stringify(data);
    expect(serialised).not.toContain('<script');
    expect(serialised).not.toContain('onclick');
    expect(serialised.match(/<p>Tekst<\/p>/g)).toHaveLength(4);
    expect(sanitizeHtml).toHaveBeenCalledTimes(4);
  });

  it('keeps no content of blocks it cannot render, so no unsanitised HTML reaches the page', async () => {
    // A type this remote does not know (the API may gain block types before the site does).
    const unknownType = 'newsletter_popup' as OtherBlockType;
    const page = apiPage({
      blocks: [{ id: 9, type: unknownType, position: 1, content: { html: '<script>x()</script>' } }],
    });
    const data = await loadContentPage(contentBlocks, context({ get: jest.fn().mockResolvedValue(page) }));
    expect(data.blocks).toEqual([{ id: 9, type: unknownType, position: 1, content: null }]);
  });

  it('puts blocks in position order', async () => {
    const page = apiPage({ blocks: [blocks.html(1, 3, 'c'), blocks.html(2, 1, 'a'), blocks.html(3, 2, 'b')] });
    const data = await loadContentPage(contentBlocks, context({ get: jest.fn().mockResolvedValue(page) }));
    expect(data.blocks.map((block) => block.id)).toEqual([2, 3, 1]);
  });

  it('knows the front page', async () => {
    const data = await loadContentPage(
      contentBlocks,
      context({
        get: jest.fn().mockResolvedValue(apiPage()),
        pathname: '/en',
        node: sitemapNode({ nodeType: 'root', slug: '' }),
      }),
    );
    expect(data.isFrontPage).toBe(true);
  });

  it('lets an ApiError from the client through (the shell turns it into 404 or 503)', async () => {
    const failure = new Error('API unreachable');
    await expect(loadContentPage(contentBlocks, context({ get: jest.fn().mockRejectedValue(failure) }))).rejects.toBe(
      failure,
    );
  });
});

describe('contentPageHead', () => {
  it('prefers the SEO title and passes description, image and alternates', async () => {
    const page = apiPage({
      seoTitle: 'O firmie Ergoforma',
      seoDescription: 'Polski producent krzeseł',
      seoImageSrc: '/media/seo.jpg',
    });
    const data = await loadContentPage(contentBlocks, context({ get: jest.fn().mockResolvedValue(page) }));
    expect(contentPageHead(data)).toEqual({
      title: 'O firmie Ergoforma',
      description: 'Polski producent krzeseł',
      image: '/media/seo.jpg',
      alternates: { pl: '/o-nas', en: '/en/about-us' },
    });
  });

  it('falls back to the page title', async () => {
    const data = await loadContentPage(
      contentBlocks,
      context({ get: jest.fn().mockResolvedValue(apiPage({ title: 'Kontakt' })) }),
    );
    expect(contentPageHead(data)).toEqual({ title: 'Kontakt', alternates: { pl: '/o-nas', en: '/en/about-us' } });
  });
});
