import { screen } from '@testing-library/react';
import {
  ApiError,
  PageNotFoundError,
  type PageLoadContext,
  type SafeHtml,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { fakeApiClient, renderRemote } from '@ergoforma/shared-contracts/testing';
import page from '../news-detail';
import { apiPost } from '../../features/news/__tests__/news-fixtures';

const node: SitemapNode = {
  id: 17,
  slug: 'news/{slug}',
  nodeType: 'post',
  action: 'show',
  nodeReference: null,
  resolver: 'posts',
  crumbs: [
    { title: 'Home', path: '/en' },
    { title: 'News', path: '/en/news' },
  ],
};

function context(get: jest.Mock, slug: string | null = 'post-3'): PageLoadContext {
  return {
    api: fakeApiClient({ posts: { get } }),
    locale: 'en',
    pathname: `/en/news/${slug}`,
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html.replace(/ onerror="[^"]*"/g, '') as SafeHtml,
    loadModule: jest.fn(),
    node,
    params: slug === null ? {} : { slug },
  };
}

const post = apiPost(3, {
  title: 'Meet us in Poznań',
  path: '/en/news/post-3',
  lead: '<p>In May we show the <b>Now</b> chair.</p>',
  content: '<p>Hall 5.</p><img src="/x.jpg" onerror="alert(1)">',
});

describe('news detail page', () => {
  it('loads the post of the slug with its HTML sanitised', async () => {
    const get = jest.fn().mockResolvedValue(post);
    const data = await page.load(context(get));
    expect(get).toHaveBeenCalledWith('post-3');
    expect(data.post.title).toBe('Meet us in Poznań');
    expect(data.post.content).toBe('<p>Hall 5.</p><img src="/x.jpg">');
    expect(data.crumbs).toEqual(node.crumbs);
  });

  it('is a 404 when the API has no such post, or without a slug', async () => {
    const get = jest.fn().mockRejectedValue(new ApiError('Post "x" not found', 404, '/api/posts/x'));
    await expect(page.load(context(get))).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(page.load(context(jest.fn(), null))).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it("on a preview address loads the draft post by id through the 'post_preview' service", async () => {
    const get = jest.fn();
    const preview = jest.fn().mockResolvedValue({ ...post, title: 'Coming soon: a sit-stand chair' });
    const previewContext: PageLoadContext = {
      ...context(get, null),
      api: fakeApiClient({ posts: { get }, postPreview: { preview } }),
      node: { ...node, slug: 'preview/post/{id}', action: 'preview' },
      params: { id: '12' },
    };
    const data = await page.load(previewContext);
    expect(preview).toHaveBeenCalledWith(12);
    expect(get).not.toHaveBeenCalled();
    expect(data.post.title).toBe('Coming soon: a sit-stand chair');
    expect(data.post.content).toBe('<p>Hall 5.</p><img src="/x.jpg">');
  });

  it('lets other API failures through (the shell shows 503)', async () => {
    const failure = new ApiError('unreachable', 0, '/api/posts/post-3');
    await expect(page.load(context(jest.fn().mockRejectedValue(failure)))).rejects.toBe(failure);
  });

  it('has an article head: SEO title, description from the lead, image, alternates and NewsArticle data', async () => {
    const data = await page.load(context(jest.fn().mockResolvedValue({ ...post, seoTitle: 'Poznań fair 2026' })));
    const head = page.head(data);
    expect(head).toMatchObject({
      title: 'Poznań fair 2026',
      description: 'In May we show the Now chair.',
      image: '/media/posts/wpis-3.jpg',
      ogType: 'article',
      alternates: post.alternates,
    });
    expect(head.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'Meet us in Poznań',
        datePublished: '2026-04-14T08:00:00.000Z',
        image: ['/media/posts/wpis-3.jpg'],
        author: expect.objectContaining({ '@type': 'Organization', name: 'Ergoforma' }),
        publisher: expect.objectContaining({ '@type': 'Organization', name: 'Ergoforma' }),
      }),
    );
    const crumbs = head.jsonLd!.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ name: string; item: string }>;
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'News', 'Meet us in Poznań']);
  });

  it('falls back to the title when there is no SEO title, and to the lead when there is no SEO description', async () => {
    const data = await page.load(context(jest.fn().mockResolvedValue({ ...post, seoDescription: 'Fair news' })));
    expect(page.head(data)).toMatchObject({ title: 'Meet us in Poznań', description: 'Fair news' });
  });

  it('shows breadcrumbs, the post and a link back to the news list', async () => {
    const data = await page.load(context(jest.fn().mockResolvedValue(post)));
    renderRemote(<page.Component data={data} node={node} params={{ slug: 'post-3' }} />, {
      locale: 'en',
      path: '/en/news/post-3',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet us in Poznań' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(trail).toHaveTextContent('HomeNewsMeet us in Poznań');
    expect(screen.getByText('Meet us in Poznań', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByText('14 April 2026')).toHaveAttribute('datetime', '2026-04-14');
    expect(screen.getByText('Hall 5.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');
  });

  it('marks the body lang="pl" when it is the Polish one for want of an English translation, and nothing else', async () => {
    const untranslated = { ...post, content: '<p>Nowa hala ma 36 stanowisk.</p>', untranslated: ['content' as const] };
    const data = await page.load(context(jest.fn().mockResolvedValue(untranslated)));
    renderRemote(<page.Component data={data} node={node} params={{ slug: 'post-3' }} />, {
      locale: 'en',
      path: '/en/news/post-3',
    });
    // eslint-disable-next-line testing-library/no-node-access -- the body has no role; it is reached from its text
    expect(screen.getByText('Nowa hala ma 36 stanowisk.').parentElement).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 1, name: 'Meet us in Poznań' })).not.toHaveAttribute('lang');
    // eslint-disable-next-line testing-library/no-node-access -- the lead has no role; it is reached from its text
    expect(screen.getByText('Now').closest('div')).not.toHaveAttribute('lang');
  });
});
