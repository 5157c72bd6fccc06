import { screen, within } from '@testing-library/react';
import { fakeApiClient, noBlockModule, renderRemote } from '@ergoforma/shared-contracts/testing';
import type { LoadContext, Locale, SafeHtml } from '@ergoforma/shared-contracts';
import jobListBlock from '../job-list';
import type { JobOfferView } from '../../features/job-offers/api/load-job-offers';

const offer: JobOfferView = {
  id: 3,
  title: 'Export sales specialist',
  slug: 'export-sales-specialist',
  location: 'Kraków',
  employmentType: 'Full time',
  description: '<p>Customers in <em>France</em></p>' as SafeHtml,
  published: '2025-11-03T08:00:00Z',
};

function context(list: jest.Mock, locale: Locale): LoadContext {
  return {
    api: fakeApiClient({ jobOffers: { list } }),
    locale,
    pathname: '/en/careers',
    query: new URLSearchParams(),
    sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml,
    loadModule: noBlockModule,
  };
}

const collection = (member: unknown[]) => ({
  member,
  totalItems: member.length,
  page: 1,
  itemsPerPage: member.length || 1,
});

describe('careers/JobList (the job_list block of content pages)', () => {
  it('loads the offers through the API client in the visitor locale, sanitised, with the block title', async () => {
    const list = jest.fn().mockResolvedValue(collection([{ ...offer, description: '<p>x</p><script>bad()</script>' }]));
    const data = await jobListBlock.load(context(list, 'fr'), { title: 'Offres actuelles' });
    expect(list).toHaveBeenCalledWith({ pagination: false });
    expect(data).toEqual({ title: 'Offres actuelles', locale: 'fr', offers: [{ ...offer, description: '<p>x</p>' }] });
  });

  it('renders the block title and each offer with its detail, without the Apply action', async () => {
    const data = await jobListBlock.load(context(jest.fn().mockResolvedValue(collection([offer])), 'en'), {
      title: 'Current job offers',
    });
    renderRemote(<jobListBlock.Component data={data} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Current job offers' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Export sales specialist' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Location: Kraków');
    expect(within(item).getByText('France').tagName).toBe('EM');
    expect(screen.getByText('1 offer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it("shows 'There are currently no job offers' when the API has none", async () => {
    const data = await jobListBlock.load(context(jest.fn().mockResolvedValue(collection([])), 'en'), {
      title: 'Current job offers',
    });
    renderRemote(<jobListBlock.Component data={data} />, { locale: 'en' });
    expect(screen.getByText('There are currently no job offers')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('without a title the offers are the top headings of the block', async () => {
    const data = await jobListBlock.load(context(jest.fn().mockResolvedValue(collection([offer])), 'pl'), {});
    expect(data.title).toBeNull();
    renderRemote(<jobListBlock.Component data={data} />, { locale: 'pl' });
    expect(screen.getByRole('heading', { level: 2, name: 'Export sales specialist' })).toBeInTheDocument();
  });
});
