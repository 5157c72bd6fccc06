import type { Locale, SitemapNode } from '@ergoforma/shared-contracts';
import { fakeApiClient } from '@ergoforma/shared-contracts/testing';
import { SitemapCache } from '../sitemap-cache';

/** A sitemap node whose slug numbers the answer it came in. */
const answer = (n: number): SitemapNode => ({
  id: n,
  slug: `answer ${n}`,
  nodeType: 'article',
  action: 'show',
  nodeReference: null,
  resolver: null,
  crumbs: [],
});

/** An API whose sitemap answers are numbered, so a test sees whether it was asked again. */
function countingApi(fail = () => false) {
  const asked: Locale[] = [];
  const apiFor = (locale: Locale) =>
    fakeApiClient({
      sitemapNodes: {
        list: async () => {
          asked.push(locale);
          if (fail()) throw new Error('API unreachable');
          return { member: [answer(asked.length)], totalItems: 1, page: 1, itemsPerPage: 1 };
        },
      },
    });
  return { asked, apiFor };
}

const answers = (nodes: SitemapNode[]) => nodes.map((node) => node.slug);

describe('SitemapCache', () => {
  it('answers from memory while the content version stays and the minute has not passed', async () => {
    const { asked, apiFor } = countingApi();
    const cache = new SitemapCache(apiFor, () => 'v1');
    expect(answers(await cache.get('pl'))).toEqual(['answer 1']);
    expect(answers(await cache.get('pl'))).toEqual(['answer 1']);
    expect(answers(await cache.get('en'))).toEqual(['answer 2']);
    expect(asked).toEqual(['pl', 'en']);
  });

  it('asks the API again as soon as the content version changes', async () => {
    const { asked, apiFor } = countingApi();
    let version = 'v1';
    const cache = new SitemapCache(apiFor, () => version);
    await cache.get('pl');
    version = 'v2';
    expect(answers(await cache.get('pl'))).toEqual(['answer 2']);
    expect(answers(await cache.get('pl'))).toEqual(['answer 2']);
    expect(asked).toHaveLength(2);
  });

  it('asks again after a minute, and never keeps a failure', async () => {
    let now = 0;
    let down = true;
    const { asked, apiFor } = countingApi(() => down);
    const cache = new SitemapCache(
      apiFor,
      () => 'v1',
      () => now,
    );
    await expect(cache.get('pl')).rejects.toThrow('API unreachable');
    down = false;
    expect(answers(await cache.get('pl'))).toEqual(['answer 2']);
    now += 61_000;
    expect(answers(await cache.get('pl'))).toEqual(['answer 3']);
    expect(asked).toHaveLength(3);
  });
});
