import { fakeApiClient, noBlockModule } from '@ergoforma/shared-contracts/testing';
import type { JobOffer, PageLoadContext, SafeHtml } from '@ergoforma/shared-contracts';
import { loadJobOffers } from '../api/load-job-offers';
import { jobOffersHead } from '../utils/job-offers-head';

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '') as SafeHtml;

function context(list: jest.Mock, locale: 'pl' | 'en' | 'fr' = 'pl'): PageLoadContext {
  return {
    api: fakeApiClient({ jobOffers: { list } }),
    locale,
    pathname: '/kariera/oferty-pracy',
    query: new URLSearchParams(),
    sanitizeHtml,
    loadModule: noBlockModule,
    node: {
      id: 40,
      slug: 'kariera/oferty-pracy',
      nodeType: 'others',
      action: 'list',
      nodeReference: null,
      resolver: 'job_offers',
      crumbs: [],
    },
    params: {},
  };
}

const apiOffer: JobOffer = {
  id: 1,
  title: 'Tapicer',
  slug: 'tapicer',
  location: 'Kraków',
  employmentType: 'Umowa o pracę',
  description: '<p>Praca</p><script>steal()</script>',
  published: '2025-11-03T08:00:00Z',
};

describe('loadJobOffers', () => {
  it('loads every offer without paging and sanitises the descriptions', async () => {
    const list = jest.fn().mockResolvedValue({ member: [apiOffer], totalItems: 1, page: 1, itemsPerPage: 1 });
    const data = await loadJobOffers(context(list));
    expect(list).toHaveBeenCalledWith({ pagination: false });
    expect(data.offers).toHaveLength(1);
    expect(data.offers[0].description).toBe('<p>Praca</p>');
    expect(data.offers[0].title).toBe('Tapicer');
  });

  it('titles the page in its language', async () => {
    const list = jest.fn().mockResolvedValue({ member: [], totalItems: 0, page: 1, itemsPerPage: 0 });
    expect(jobOffersHead(await loadJobOffers(context(list, 'en'))).title).toBe('Job offers');
    expect(jobOffersHead(await loadJobOffers(context(list, 'pl'))).title).toBe('Oferty pracy');
  });

  it('puts one JobPosting per offer in the head (title, description, datePosted, hiringOrganization, jobLocation)', async () => {
    const second = {
      ...apiOffer,
      id: 2,
      title: 'Spawacz',
      slug: 'spawacz',
      location: 'Skawina',
      published: '2026-02-09T08:00:00Z',
    };
    const list = jest.fn().mockResolvedValue({ member: [apiOffer, second], totalItems: 2, page: 1, itemsPerPage: 2 });
    const { jsonLd } = jobOffersHead(await loadJobOffers(context(list)));
    expect(jsonLd).toHaveLength(2);
    expect(jsonLd![0]).toEqual({
      '@type': 'JobPosting',
      title: 'Tapicer',
      description: '<p>Praca</p>',
      datePosted: '2025-11-03T08:00:00Z',
      url: '/kariera/oferty-pracy#offer-tapicer',
      hiringOrganization: { '@type': 'Organization', name: 'Ergoforma', logo: '/favicon.svg' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Kraków', addressCountry: 'PL' },
      },
    });
    expect(jsonLd![1]).toMatchObject({
      title: 'Spawacz',
      datePosted: '2026-02-09T08:00:00Z',
      jobLocation: { address: { addressLocality: 'Skawina' } },
    });
  });

  it('has no JobPosting when there are no offers', async () => {
    const list = jest.fn().mockResolvedValue({ member: [], totalItems: 0, page: 1, itemsPerPage: 0 });
    expect(jobOffersHead(await loadJobOffers(context(list))).jsonLd).toEqual([]);
  });
});
