import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient, LoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { fakeApiClient, noBlockModule, renderRemote } from '@ergoforma/shared-contracts/testing';
import { loadNewsList } from '../api/load-news-list';
import { NewsList } from '../components/news-list';
import type { NewsListContent } from '../types';
import { postsPage } from './news-fixtures';

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml;

function fakeApi(list: jest.Mock): ApiClient {
  return fakeApiClient({ posts: { list } });
}

async function loaded(
  total: number,
  itemsPerPage: number,
  list = jest.fn((query: { page: number; itemsPerPage: number }) =>
    Promise.resolve(postsPage(query.page, query.itemsPerPage, total)),
  ),
) {
  const context: LoadContext = {
    api: fakeApi(list),
    sanitizeHtml,
    locale: 'pl',
    pathname: '/aktualnosci',
    query: new URLSearchParams(),
    loadModule: noBlockModule,
  };
  const content = await loadNewsList({ title: 'Najnowsze wpisy', itemsPerPage }, sanitizeHtml, context);
  return { content, list };
}

function renderList(content: NewsListContent, list: jest.Mock, locale: 'pl' | 'en' | 'fr' = 'pl', isLead = false) {
  return renderRemote(<NewsList content={content} headingLevel={2} isLead={isLead} />, {
    locale,
    services: { api: fakeApi(list), sanitizeHtml },
  });
}

describe('news list', () => {
  it('loads the first page, newest first, with the page size of the block', async () => {
    const { content, list } = await loaded(11, 9);
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, itemsPerPage: 9, order: { published: 'desc' } }),
    );
    expect(content.posts.map((post) => post.title)).toEqual([
      'Wpis 11',
      'Wpis 10',
      'Wpis 9',
      'Wpis 8',
      'Wpis 7',
      'Wpis 6',
      'Wpis 5',
      'Wpis 4',
      'Wpis 3',
    ]);
    expect(content.totalItems).toBe(11);
  });

  it('sanitises the leads in load()', async () => {
    const list = jest.fn().mockResolvedValue({
      ...postsPage(1, 9, 1),
      member: [{ ...postsPage(1, 9, 1).member[0], lead: '<p>Lead</p><script>alert(1)</script>' }],
    });
    const { content } = await loaded(1, 9, list);
    expect(content.posts[0].lead).toBe('<p>Lead</p>');
  });

  it("near the top of the page, loads the first card's picture at once and with high priority, the others lazily", async () => {
    const { content, list } = await loaded(3, 9);
    renderList(content, list, 'pl', true);
    const [first, ...others] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('further down the page, loads every picture lazily', async () => {
    const { content, list } = await loaded(3, 9);
    renderList(content, list);
    for (const image of screen.getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows cards with picture, date in the page language, linked title and lead', async () => {
    const { content, list } = await loaded(2, 9);
    renderList(content, list, 'en');
    const link = screen.getByRole('link', { name: 'Wpis 2' });
    expect(link).toHaveAttribute('href', '/aktualnosci/wpis-2');
    expect(screen.getByRole('heading', { level: 3, name: 'Wpis 2' })).toBeInTheDocument();
    expect(screen.getAllByText('14 April 2026')[0].tagName).toBe('TIME');
    expect(screen.getByText('Zajawka 2')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Zdjęcie 2' });
    expect(image).toHaveAttribute('width', '1200');
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    expect(image.parentElement!.tagName).toBe('PICTURE');
    // eslint-disable-next-line testing-library/no-node-access -- <picture> and <source> have no role: the responsive image markup itself is checked
    expect(image.parentElement!.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(screen.queryByRole('button', { name: 'Show more news' })).not.toBeInTheDocument();
  });

  it('marks a card\'s title or lead that is Polish for want of the page\'s language lang="pl"', async () => {
    const page = postsPage(1, 9, 2);
    const [second, first] = page.member;
    const member = [
      { ...second, title: 'Fair in Poznań', lead: '<p>Zajawka po polsku</p>', untranslated: ['lead' as const] },
      { ...first, title: 'Wpis po polsku', lead: '<p>An English lead</p>', untranslated: ['title' as const] },
    ];
    const list = jest.fn().mockResolvedValue({ ...page, member });
    const { content } = await loaded(2, 9, list);
    renderList(content, list, 'en');
    expect(screen.getByRole('heading', { name: 'Fair in Poznań' })).not.toHaveAttribute('lang');
    // eslint-disable-next-line testing-library/no-node-access -- the lead has no role; it is reached from its text
    expect(screen.getByText('Zajawka po polsku').parentElement).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { name: 'Wpis po polsku' })).toHaveAttribute('lang', 'pl');
    // eslint-disable-next-line testing-library/no-node-access -- the lead has no role; it is reached from its text
    expect(screen.getByText('An English lead').parentElement).not.toHaveAttribute('lang');
  });

  it('formats the date per locale', async () => {
    const { content, list } = await loaded(1, 9);
    renderList(content, list, 'pl');
    expect(screen.getByText('14 kwietnia 2026')).toBeInTheDocument();
  });

  it("'more' fetches the next page, appends it, moves focus to its first post and disappears at the end", async () => {
    const user = userEvent.setup();
    const { content, list } = await loaded(7, 3);
    renderList(content, list, 'en');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more news' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, itemsPerPage: 3 }));
    expect(screen.getByRole('link', { name: 'Wpis 4' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show more news' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3, itemsPerPage: 3 }));
    expect(screen.queryByRole('button', { name: 'Show more news' })).not.toBeInTheDocument();
  });

  it('keeps the posts and says so when the next page fails', async () => {
    const user = userEvent.setup();
    const { content } = await loaded(5, 3);
    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(content, failing, 'en');
    await user.click(screen.getByRole('button', { name: 'Show more news' }));
    expect(await screen.findByText('More news could not be loaded. Please try again shortly')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show more news' })).toBeEnabled();
  });

  it('says there is no news when there are no posts', async () => {
    const { content, list } = await loaded(0, 9);
    renderList(content, list, 'fr');
    expect(screen.getByText('Aucune actualité')).toBeInTheDocument();
  });
});
