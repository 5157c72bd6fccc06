import { screen, within } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import type { ApiClient, SafeHtml } from '@ergoforma/shared-contracts';
import JobListBlock, { loadJobListOffers } from '../../../exposes/job-list';
import type { JobOfferView } from '../api/load-job-offers';

const offer: JobOfferView = {
  id: 3,
  title: 'Export sales specialist',
  slug: 'export-sales-specialist',
  location: 'Kraków',
  employmentType: 'Full time',
  description: '<p>Customers in <em>France</em></p>' as SafeHtml,
  published: '2025-11-03T08:00:00Z',
};

describe('careers/JobList (the job list block)', () => {
  it('renders the given offers with their detail in the visitor locale, without the Apply action', () => {
    renderRemote(<JobListBlock offers={[offer]} locale="en" />, { locale: 'en' });
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 2, name: 'Export sales specialist' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Location: Kraków');
    expect(within(item).getByText('France').tagName).toBe('EM');
    expect(screen.getByText('1 offer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it("shows 'There are currently no job offers' for an empty list", () => {
    renderRemote(<JobListBlock offers={[]} locale="en" />, { locale: 'en' });
    expect(screen.getByText('There are currently no job offers')).toBeInTheDocument();
  });

  it('loads the offers for the block through the API client and sanitises them', async () => {
    const list = jest.fn().mockResolvedValue({ member: [{ ...offer, description: '<p>x</p><script>bad()</script>' }], totalItems: 1, page: 1, itemsPerPage: 1 });
    const api = { services: { jobOffers: { list } } } as unknown as ApiClient;
    const offers = await loadJobListOffers(api, (html) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SafeHtml);
    expect(list).toHaveBeenCalledWith({ pagination: false });
    expect(offers[0]!.description).toBe('<p>x</p>');
  });
});
