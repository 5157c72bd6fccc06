import { screen, within } from '@testing-library/react';
import {
  ApiError,
  PageNotFoundError,
  type LoadContext,
  type Mechanism,
  type MechanismCategory,
  type PageLoadContext,
  type SafeHtml,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import page from '../mechanism-detail';
import { loadMechanismList } from '../../features/mechanisms/api/load-mechanism-list';
import { MechanismList } from '../../features/mechanisms/components/mechanism-list';

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml;

const synchronous: MechanismCategory = { id: 1, name: 'Synchronous mechanisms', slug: 'synchronous' };
const tilting: MechanismCategory = { id: 3, name: 'Tilt mechanisms', slug: 'tilt' };
const seat: MechanismCategory = { id: 4, name: 'Seat adjustments', slug: 'seat' };

function mechanism(id: number, name: string, category: MechanismCategory): Mechanism {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id,
    name,
    slug,
    path: `/en/mechanisms/${slug}`,
    alternates: { pl: `/mechanizmy/${slug}`, en: `/en/mechanisms/${slug}` },
    category,
    description: `<p>${name} keeps you upright.</p><ul><li>locks in 5 positions</li></ul><script>alert(1)</script>`,
    image: { url: `/media/mechanisms/${id}.jpg`, alt: `Diagram ${name}`, width: 800, height: 600, sources: [] },
  };
}

const mechanisms = [
  mechanism(7, 'Tilt', tilting),
  mechanism(1, 'Synchron 5', synchronous),
  mechanism(2, 'Synchron Auto', synchronous),
];

const detailNode: SitemapNode = {
  id: 20,
  slug: 'mechanisms/{slug}',
  nodeType: 'others',
  action: 'show',
  nodeReference: null,
  resolver: 'mechanisms',
  crumbs: [
    { title: 'Home', path: '/en' },
    { title: 'Mechanisms', path: '/en/mechanisms' },
  ],
};

function listContext(): LoadContext {
  const api = fakeApiClient({
    mechanismCategories: {
      list: jest
        .fn()
        .mockResolvedValue({ member: [synchronous, tilting, seat], totalItems: 3, page: 1, itemsPerPage: 30 }),
    },
    mechanisms: {
      list: jest.fn().mockResolvedValue({ member: mechanisms, totalItems: 3, page: 1, itemsPerPage: 30 }),
    },
  });
  return {
    api,
    locale: 'en',
    pathname: '/en/mechanisms',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: jest.fn(),
  };
}

describe('mechanism list', () => {
  it('groups mechanisms by category in the order of the categories and leaves out empty ones', async () => {
    const content = await loadMechanismList({ title: 'All mechanisms' }, sanitizeHtml, listContext());
    expect(content.groups.map((group) => [group.category.name, group.mechanisms.map((item) => item.name)])).toEqual([
      ['Synchronous mechanisms', ['Synchron 5', 'Synchron Auto']],
      ['Tilt mechanisms', ['Tilt']],
    ]);
    expect(content.groups[0].mechanisms[0].summary).toBe('Synchron 5 keeps you upright.');
  });

  it("links each mechanism to its page in the page's language", async () => {
    const content = await loadMechanismList({ title: '' }, sanitizeHtml, listContext());
    expect(content.groups[0].mechanisms[0].path).toBe('/en/mechanisms/synchron-5');
  });

  it('renders a section per category with linked cards', async () => {
    const content = await loadMechanismList({ title: 'All mechanisms' }, sanitizeHtml, listContext());
    renderRemote(<MechanismList content={content} headingLevel={2} isLead={false} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'All mechanisms' })).toBeInTheDocument();
    const synchronousSection = screen.getByRole('region', { name: 'Synchronous mechanisms' });
    expect(
      within(synchronousSection)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/mechanisms/synchron-5', '/en/mechanisms/synchron-auto']);
    expect(within(synchronousSection).getByRole('heading', { level: 4, name: 'Synchron 5' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tilt mechanisms' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Seat adjustments' })).not.toBeInTheDocument();
  });

  it('says there are no mechanisms when the list is empty', () => {
    renderRemote(<MechanismList content={{ title: '', groups: [] }} headingLevel={2} isLead={false} />, {
      locale: 'pl',
    });
    expect(screen.getByText('Brak mechanizmów')).toBeInTheDocument();
  });
});

describe('mechanism detail page', () => {
  function detailContext(get: jest.Mock, slug = 'synchron-5'): PageLoadContext {
    return {
      api: fakeApiClient({ mechanisms: { get } }),
      locale: 'en',
      pathname: `/en/mechanisms/${slug}`,
      query: new URLSearchParams(),
      sanitizeHtml,
      loadModule: jest.fn(),
      node: detailNode,
      params: { slug },
    };
  }

  it('loads the mechanism of the slug with its description sanitised', async () => {
    const get = jest.fn().mockResolvedValue(mechanisms[1]);
    const data = await page.load(detailContext(get));
    expect(get).toHaveBeenCalledWith('synchron-5');
    expect(data.mechanism.description).toBe(
      '<p>Synchron 5 keeps you upright.</p><ul><li>locks in 5 positions</li></ul>',
    );
  });

  it('is a 404 when the API has none', async () => {
    const get = jest.fn().mockRejectedValue(new ApiError('not found', 404, '/api/mechanism/x'));
    await expect(page.load(detailContext(get, 'x'))).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('has a head with the name, category, description and picture', async () => {
    const data = await page.load(detailContext(jest.fn().mockResolvedValue(mechanisms[1])));
    expect(page.head(data)).toMatchObject({
      title: 'Synchron 5 – Synchronous mechanisms',
      description: 'Synchron 5 keeps you upright.',
      image: '/media/mechanisms/1.jpg',
      alternates: { pl: '/mechanizmy/synchron-5', en: '/en/mechanisms/synchron-5' },
    });
  });

  it('shows breadcrumbs, picture, category, description and a link back to the list', async () => {
    const data = await page.load(detailContext(jest.fn().mockResolvedValue(mechanisms[1])));
    renderRemote(<page.Component data={data} node={detailNode} params={{ slug: 'synchron-5' }} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Synchron 5' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('HomeMechanismsSynchron 5');
    expect(screen.getByText('Synchronous mechanisms')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Diagram Synchron 5' })).toHaveAttribute('height', '600');
    expect(screen.getByText('locks in 5 positions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All mechanisms' })).toHaveAttribute('href', '/en/mechanisms');
  });
});
