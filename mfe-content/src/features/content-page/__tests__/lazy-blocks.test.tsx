// Each block type's code is its own chunk: load() imports only the types the page uses, before render, so the
// render never suspends and the blocks are complete in the server HTML.
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { fakeApiClient, noBlockModule, renderRemote } from '@ergoforma/shared-contracts/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BlockRenderer } from '../../../components/block-renderer';
import { loadContentPage } from '../api/load-content-page';
import { apiPage, blocks, sitemapNode } from '../../../testing/block-fixtures';
import { contentBlockDefinitions, contentBlocks } from '../../../exposes/content-blocks';

type ContentBlockType = keyof typeof contentBlockDefinitions;

function context(page: ReturnType<typeof apiPage>): PageLoadContext {
  return {
    api: fakeApiClient({ pages: { get: jest.fn().mockResolvedValue(page) } }),
    locale: 'pl',
    pathname: '/o-nas',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html as SafeHtml,
    loadModule: noBlockModule,
    node: sitemapNode(),
    params: {},
  };
}

describe('lazily loaded blocks', () => {
  const loaders = new Map<ContentBlockType, jest.SpyInstance>();
  beforeAll(() => {
    for (const type of Object.keys(contentBlockDefinitions) as ContentBlockType[])
      loaders.set(type, jest.spyOn(contentBlockDefinitions[type], 'load'));
  });
  afterAll(() => jest.restoreAllMocks());

  it('imports only the block types the page uses, once each, and none it skips', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const page = apiPage({
      blocks: [
        blocks.html(1, 1, '<p>Pierwszy</p>'),
        blocks.banner(2, 2),
        blocks.html(3, 3, '<p>Drugi</p>'),
        blocks.other(4, 4, 'retired_block'),
      ],
    });
    const data = await loadContentPage(contentBlocks, context(page));
    const called = [...loaders].filter(([, spy]) => spy.mock.calls.length > 0).map(([type]) => type);
    expect(called.sort()).toEqual(['banner_text', 'html']);
    expect(loaders.get('html')).toHaveBeenCalledTimes(1);

    // Rendered after load(): nothing suspends, so a server render has every block in its HTML.
    const html = renderToString(<BlockRenderer registry={contentBlocks} blocks={data.blocks} />);
    expect(html).toContain('Pierwszy');
    expect(html).toContain('Drugi');
    expect(html).toContain('Ergonomia pracy');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'retired_block'"));
    warn.mockRestore();
  });

  it('renders a block whose code is not loaded yet once its import finishes (hydration path)', async () => {
    const page = apiPage({ blocks: [blocks.contact(1, 1)] });
    expect(loaders.get('contact')).not.toHaveBeenCalled();
    const { blocks: prepared } = {
      blocks: (await import('../../../utils/prepare-blocks')).prepareBlocks(
        contentBlocks,
        page.blocks,
        (h) => h as SafeHtml,
      ),
    };
    function Page() {
      const [views, setViews] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setViews(views + 1)}>
            re-render
          </button>
          <BlockRenderer registry={contentBlocks} blocks={[...prepared]} />
        </>
      );
    }
    const user = userEvent.setup();
    renderRemote(<Page />);
    expect(await screen.findByRole('heading', { name: 'Dane kontaktowe' }, { timeout: 5000 })).toBeInTheDocument();
    expect(loaders.get('contact')).toHaveBeenCalledTimes(1);

    // A later re-render (the import has finished by now) keeps the same block mounted: the input stays.
    await user.type(screen.getByRole('textbox', { name: /Imię i nazwisko/ }), 'Anna');
    await user.click(screen.getByRole('button', { name: 're-render' }));
    expect(screen.getByRole('textbox', { name: /Imię i nazwisko/ })).toHaveValue('Anna');
  });
});
