// The news, realizations and mechanism blocks on a content page: load() fills them from the API, sanitised, and
// the block renderer shows them (the detail blocks only where the page has a {slug}).
import { screen } from '@testing-library/react';
import type { PageBlock, PageLoadContext, SafeHtml, SitemapNode } from '@ergoforma/shared-contracts';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import { BlockRenderer, isRenderableBlock } from '../../components/block-renderer';
import { loadBlocks } from '../../utils/prepare-blocks';
import { apiPost } from '../../features/news/__tests__/news-fixtures';
import { contentBlocks } from '../content-blocks';

const sanitizeHtml = jest.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml);

const node = {
  id: 1,
  slug: 'x',
  nodeType: 'article',
  action: 'show',
  nodeReference: 9,
  resolver: null,
  crumbs: [],
} as SitemapNode;

function context(params: Record<string, string> = {}): PageLoadContext {
  const mechanism = {
    id: 1,
    name: 'Synchron 5',
    slug: 'synchron-5',
    path: '/mechanizmy/synchron-5',
    alternates: { pl: '/mechanizmy/synchron-5' },
    category: { id: 1, name: 'Mechanizmy synchroniczne', slug: 'sync' },
    description: '<p>Opis</p><script>x()</script>',
    image: null,
  };
  const api = fakeApiClient({
    posts: {
      list: jest.fn().mockResolvedValue({ member: [apiPost(2), apiPost(1)], totalItems: 2, page: 1, itemsPerPage: 9 }),
      get: jest
        .fn()
        .mockResolvedValue(apiPost(5, { title: 'Wpis z adresu', content: '<p>Treść</p><script>x()</script>' })),
    },
    realizations: {
      list: jest.fn().mockResolvedValue({
        member: [
          {
            id: 1,
            title: 'Bank',
            slug: 'bank',
            lead: '<p>Lead</p>',
            images: [{ url: '/media/r.jpg', alt: 'R', width: 1600, height: 1067, sources: [] }],
          },
        ],
        totalItems: 1,
        page: 1,
        itemsPerPage: 30,
      }),
    },
    mechanismCategories: {
      list: jest.fn().mockResolvedValue({ member: [mechanism.category], totalItems: 1, page: 1, itemsPerPage: 30 }),
    },
    mechanisms: {
      list: jest.fn().mockResolvedValue({ member: [mechanism], totalItems: 1, page: 1, itemsPerPage: 30 }),
      get: jest.fn().mockResolvedValue(mechanism),
    },
  });
  return {
    api,
    locale: 'pl',
    pathname: '/mechanizmy',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: jest.fn(),
    node,
    params,
  };
}

const pageBlocks = [
  { id: 1, type: 'news_list', position: 1, content: { title: 'Najnowsze wpisy', itemsPerPage: 9 } },
  { id: 2, type: 'realizations', position: 2, content: { title: 'Wybrane projekty' } },
  { id: 3, type: 'mechanism_list', position: 3, content: { title: 'Wszystkie mechanizmy' } },
  { id: 4, type: 'news_details', position: 4, content: {} },
  { id: 5, type: 'mechanism_details', position: 5, content: {} },
] as PageBlock[];

async function render(params: Record<string, string> = {}) {
  const blocks = await loadBlocks(contentBlocks, pageBlocks, context(params));
  await contentBlocks.preload(
    blocks.filter((block) => isRenderableBlock(contentBlocks, block)).map((block) => block.type),
  );
  renderRemote(<BlockRenderer registry={contentBlocks} blocks={blocks} />);
  return blocks;
}

describe('API-filled news, realizations and mechanism blocks', () => {
  it('are filled in load() and rendered by the block renderer', async () => {
    await render();
    expect(screen.getByRole('heading', { name: 'Najnowsze wpisy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wpis 2' })).toHaveAttribute('href', '/aktualnosci/wpis-2');
    expect(screen.getByRole('heading', { name: 'Wybrane projekty' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Otwórz galerię: Bank/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Synchron 5' })).toHaveAttribute('href', '/mechanizmy/synchron-5');
  });

  it('render the detail blocks only on a page with a {slug}, with their HTML sanitised', async () => {
    const withoutSlug = await render();
    expect(withoutSlug.find((block) => block.type === 'news_details')?.content).toEqual({ post: null });
    expect(screen.queryByRole('heading', { name: 'Wpis z adresu' })).not.toBeInTheDocument();

    const blocks = await render({ slug: 'synchron-5' });
    expect(JSON.stringify(blocks)).not.toContain('<script');
    expect(screen.getByRole('heading', { name: 'Wpis z adresu' })).toBeInTheDocument();
    expect(screen.getByText('Treść')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Synchron 5' })).toBeInTheDocument();
  });
});
