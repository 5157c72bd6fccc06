import { screen } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { ContentPage } from '../components/content-page';
import type { ContentPageData } from '../api/load-content-page';
import { apiPage, blocks, prepared, sitemapNode, preloadAllBlockComponents } from '../../../testing/block-fixtures';
import type { PreparedBlock } from '../../../utils/block-registry';
import { contentBlocks } from '../../../exposes/content-blocks';

function renderPage(blockList: PreparedBlock[], isFrontPage = false) {
  const { id, path, title, seoTitle, seoDescription, seoImageSrc, alternates } = apiPage({ title: 'O nas' });
  const data: ContentPageData = {
    page: { id, path, title, seoTitle, seoDescription, seoImageSrc, alternates },
    isFrontPage,
    blocks: blockList,
  };
  return renderRemote(<ContentPage registry={contentBlocks} data={data} node={sitemapNode()} params={{}} />);
}

describe('ContentPage', () => {
  beforeAll(() => preloadAllBlockComponents());
  it('starts a subpage with the page title as h1', () => {
    renderPage(prepared(blocks.html(1, 1, '<p>Treść</p>')));
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('O nas');
  });

  it('lets a leading banner carry the h1 instead of the page title', () => {
    renderPage(prepared(blocks.banner(1, 1, { title: 'Poznaj nas' }), blocks.html(2, 2, '<p>Treść</p>')));
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Poznaj nas');
  });

  it('keeps its own h1 when the banner comes later', () => {
    renderPage(prepared(blocks.html(1, 1, '<p>Treść</p>'), blocks.banner(2, 2)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('O nas');
    expect(screen.getByRole('heading', { level: 2, name: 'Ergonomia pracy' })).toBeInTheDocument();
  });

  it('gives the front page exactly one h1, from its slider', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(
      prepared(
        blocks.other(1, 0, 'brand_new_block'),
        blocks.slider(2, 1, ['Siedź dobrze', 'Nowości']),
        blocks.html(3, 2, '<p>x</p>'),
      ),
      true,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Siedź dobrze');
  });
});
