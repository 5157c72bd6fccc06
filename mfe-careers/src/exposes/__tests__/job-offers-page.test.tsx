import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import type { Locale, SafeHtml, SitemapNode } from '@ergoforma/shared-contracts';
import { JobOffersPage } from '../job-offers';
import type { JobOfferView, JobOffersData } from '../../features/job-offers/api/load-job-offers';

const node: SitemapNode = {
  id: 40,
  slug: 'kariera/oferty-pracy',
  nodeType: 'others',
  action: 'list',
  nodeReference: null,
  resolver: 'job_offers',
  crumbs: [],
};

function offer(id: number, overrides: Partial<JobOfferView> = {}): JobOfferView {
  return {
    id,
    title: `Oferta ${id}`,
    slug: `oferta-${id}`,
    location: 'Kraków',
    employmentType: 'Umowa o pracę',
    description: '<p>Szukamy <strong>tapicera</strong>.</p>' as SafeHtml,
    published: '2025-11-03T08:00:00Z',
    ...overrides,
  };
}

function renderPage(offers: JobOfferView[], locale: Locale = 'pl') {
  const data: JobOffersData = { locale, path: '/kariera/oferty-pracy', offers };
  return renderRemote(<JobOffersPage data={data} node={node} params={{}} />, { locale });
}

describe('JobOffersPage', () => {
  it('lists each offer with title, place, employment type and publication date', () => {
    renderPage([
      offer(1, { title: 'Tapicer' }),
      offer(2, { title: 'Konstruktor', location: 'Zdalnie', employmentType: 'B2B', published: '2025-10-20T00:00:00Z' }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Oferty pracy' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const second = items[1];
    expect(within(second).getByRole('heading', { level: 2, name: 'Konstruktor' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Zdalnie');
    expect(second).toHaveTextContent('B2B');
    expect(within(second).getByText('20 października 2025')).toHaveAttribute('dateTime', '2025-10-20T00:00:00Z');
    expect(screen.getByText('2 oferty')).toBeInTheDocument();
  });

  it('marks the texts of an English offer that are Polish for want of a translation lang="pl", and only those', () => {
    renderPage(
      [
        offer(1, {
          title: 'Upholsterer',
          location: 'Kraków',
          employmentType: 'Employment contract',
          description: '<p>Szukamy osoby do <strong>tapicerni</strong>.</p>' as SafeHtml,
          untranslated: ['description'],
        }),
        offer(2, { title: 'Doradca', location: 'Remote', untranslated: ['title'] }),
      ],
      'en',
    );
    // eslint-disable-next-line testing-library/no-node-access -- the description has no role; it is reached from its text
    const description = screen.getByText('tapicerni').closest('div');
    expect(description).toHaveAttribute('lang', 'pl');
    expect(screen.getByRole('heading', { level: 2, name: 'Upholsterer' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Employment contract')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 2, name: 'Doradca' })).toHaveAttribute('lang', 'pl');
    expect(screen.getByText('Remote')).not.toHaveAttribute('lang');
  });

  it('shows the HTML description when an offer is opened', () => {
    renderPage([offer(1, { title: 'Tapicer' })]);
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const details = screen.getByText('tapicera').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(within(details).getByText('Tapicer'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('tapicera').tagName).toBe('STRONG');
  });

  it('formats the date in the page language', () => {
    renderPage([offer(1)], 'fr');
    expect(screen.getByText('3 novembre 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Offres d’emploi' })).toBeInTheDocument();
  });

  it.each([
    ['pl', 'Obecnie nie mamy ofert pracy'],
    ['en', 'There are currently no job offers'],
    ['fr', 'Aucune offre d’emploi pour le moment'],
  ] as const)('says so when there are no offers (%s)', (locale, text) => {
    renderPage([], locale);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers the application form with the offers as positions, and Apply prefills the position and moves focus there', async () => {
    const user = userEvent.setup();
    renderPage([offer(1, { title: 'Tapicer' }), offer(2, { title: 'Konstruktor' })]);
    const form = screen.getByRole('region', { name: 'Formularz aplikacyjny' });
    const position = within(form).getByLabelText(/^Stanowisko, na które aplikujesz/);
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wybierz stanowisko', 'Tapicer', 'Konstruktor']);
    expect(position).toHaveValue('');
    const second = screen.getAllByRole('listitem')[1];
    await user.click(within(second).getByText('Konstruktor'));
    await user.click(within(second).getByRole('button', { name: /^Aplikuj ?: Konstruktor$/ }));
    expect(position).toHaveValue('Konstruktor');
    expect(position).toHaveFocus();
  });

  it('shows no application form when there are no offers', () => {
    renderPage([]);
    expect(screen.queryByRole('region', { name: 'Formularz aplikacyjny' })).not.toBeInTheDocument();
  });
});
