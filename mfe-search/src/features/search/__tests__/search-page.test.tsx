import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { locationOf, renderRemote } from '@ergoforma/shared-contracts/testing';
import {
  createI18n,
  createSiteStores,
  hrefOf,
  SiteI18nProvider,
  SiteNavigationProvider,
  SiteServicesProvider,
  SiteStoresProvider,
  useSiteLocation,
  type Locale,
  type SafeHtml,
  type SiteLocation,
  type SiteNavigator,
  type SitemapNode,
} from '@ergoforma/shared-contracts';
import { SearchPage } from '../components/search-page';
import type { SearchHit, SearchPageData } from '../api/load-search-results';

const node: SitemapNode = {
  id: 9,
  slug: 'szukaj',
  nodeType: 'search',
  action: 'index',
  nodeReference: null,
  resolver: null,
  crumbs: [],
};

function results(count: number): SearchHit[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Krzesło ${index + 1}`,
    slug: `/produkty/krzesla-obrotowe/krzeslo-${index + 1}`,
    excerpts: [`…wygodne krzesło numer ${index + 1}…`],
  }));
}

function Location() {
  const location = useSiteLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function pageData(data: Partial<SearchPageData>, locale: Locale = 'pl'): SearchPageData {
  return { locale, phrase: '', state: 'idle', results: [], ...data };
}

function renderPage(data: Partial<SearchPageData>, locale: Locale = 'pl') {
  const full = pageData(data, locale);
  return renderRemote(
    <>
      <Location />
      <SearchPage data={full} node={node} params={{}} />
    </>,
    { locale, path: `/szukaj${full.phrase ? `?q=${encodeURIComponent(full.phrase)}` : ''}` },
  );
}

const resultItems = () => within(screen.getByRole('list', { name: 'Wyniki wyszukiwania' })).getAllByRole('listitem');
const seeMore = () => screen.getByRole('button', { name: 'Pokaż więcej' });

describe('SearchPage', () => {
  it('has a heading and a labelled search form holding the phrase', () => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(1) });
    expect(screen.getByRole('heading', { level: 1, name: 'Wyniki wyszukiwania' })).toBeInTheDocument();
    const input = screen.getByRole('searchbox', { name: 'Szukana fraza' });
    expect(input).toHaveValue('krzesło');
    expect(input).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeInTheDocument();
  });

  it.each([
    ['pl', '„krzesło” (wyniki: 3)'],
    ['en', '“krzesło” (results: 3)'],
    ['fr', '« krzesło » (résultats : 3)'],
  ] as const)('sums up the results (%s)', (locale, text) => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(3) }, locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each([
    ['pl', 'Brak wyników dla „fotel”'],
    ['en', 'No results for “fotel”'],
    ['fr', 'Aucun résultat pour « fotel »'],
  ] as const)('says when nothing was found (%s)', (locale, text) => {
    renderPage({ phrase: 'fotel', state: 'results', results: [] }, locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('on a failed search shows no results and the no-results message, with a hint to try again', () => {
    renderPage({ phrase: 'krzesło', state: 'error', results: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Brak wyników dla „krzesło”');
    expect(screen.getByText('Wyszukiwarka chwilowo nie odpowiada. Spróbuj ponownie za chwilę.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['pl', 'Fraza może mieć najwyżej 100 znaków.'],
    ['en', 'A phrase can have at most 100 characters.'],
  ] as const)('says a phrase over 100 characters is too long, never that search is down (%s)', (locale, status) => {
    renderPage({ phrase: 'a'.repeat(100), state: 'too-long' }, locale);
    expect(screen.getByRole('status')).toHaveTextContent(status);
    expect(screen.queryByText(/nie odpowiada|not responding/)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('a'.repeat(100));
  });

  it('takes at most the 100 characters the API searches in its field', () => {
    renderPage({});
    expect(screen.getByRole('searchbox', { name: 'Szukana fraza' })).toHaveAttribute('maxlength', '100');
  });

  it('without a phrase shows a hint and no summary', () => {
    renderPage({ phrase: '', state: 'idle' }, 'en');
    expect(
      screen.getByText('Type at least 3 characters to search products, pages and job offers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each(['a', 'ab', ' ab '])('a phrase of 2 characters or fewer (%p) shows no message at all', (phrase) => {
    renderPage({ phrase, state: 'idle' }, 'en');
    expect(screen.queryByText(/Type at least 3 characters/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each result with a link to its path, the path and the excerpts, the phrase highlighted in title and excerpts', () => {
    renderPage({
      phrase: 'krzeslo',
      state: 'results',
      results: [
        {
          title: 'Krzesło Aruba',
          slug: '/produkty/krzesla-obrotowe/aruba',
          excerpts: ['…to KRZESŁO jest wygodne…', '…każde krzesło…'],
        },
      ],
    });
    const [item] = resultItems();
    const link = within(item).getByRole('link', { name: 'Krzesło Aruba' });
    expect(link).toHaveAttribute('href', '/produkty/krzesla-obrotowe/aruba');
    expect(within(item).getByText('/produkty/krzesla-obrotowe/aruba')).toBeInTheDocument();
    expect(within(item).getByText(/jest wygodne/)).toHaveTextContent('…to KRZESŁO jest wygodne…');
    // eslint-disable-next-line testing-library/no-node-access -- <mark> highlighting has no role
    const marks = item.querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['Krzesło', 'KRZESŁO', 'krzesło']);
  });

  it('shows a hostile phrase and result text as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderPage({
      phrase: hostile,
      state: 'results',
      results: [{ title: `Krzesło ${hostile}`, slug: '/produkty/x', excerpts: [`przed ${hostile} po`] }],
    });
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- asserts there is no <img> at all, decorative ones included (those have no img role)
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`„${hostile}” (wyniki: 1)`);
    expect(screen.getByRole('searchbox')).toHaveValue(hostile);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- <mark> highlighting has no role
    const marks = Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent);
    expect(marks).toEqual([hostile, hostile]);
  });

  it('shows 8 results, then 8 more with each "see more", moving focus to the first new one and saying so', () => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(20) });
    expect(resultItems()).toHaveLength(8);
    expect(screen.getByText('Wyświetlono 8 z 20')).toBeInTheDocument();

    fireEvent.click(seeMore());
    expect(resultItems()).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Krzesło 9' })).toHaveFocus();
    expect(screen.getByText('Pokazano 8 kolejnych wyników, razem 16 z 20.')).toBeInTheDocument();

    fireEvent.click(seeMore());
    expect(resultItems()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Krzesło 17' })).toHaveFocus();
    expect(screen.getByText('Pokazano 4 kolejne wyniki, razem 20 z 20.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it('has no "see more" with 8 results or fewer', () => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(8) });
    expect(resultItems()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it('navigates to ?q= with the trimmed text when it is longer than 2 characters', () => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(1) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  fotel biurowy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/szukaj?q=fotel+biurowy');
  });

  it('does nothing, and says nothing, when the text has 2 characters or fewer', () => {
    renderPage({ phrase: 'krzesło', state: 'results', results: results(1) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' ab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/szukaj?q=krzes%C5%82o');
    expect(screen.getByRole('status')).toHaveTextContent('„krzesło” (wyniki: 1)');
  });
});

describe('SearchPage between two searches', () => {
  // As the shell does it: a navigation stays pending (the page stays) until the next page's data has loaded.
  function renderWithPendingNavigation(first: SearchPageData) {
    let finish: (data: SearchPageData) => void = () => undefined;
    function Site() {
      const [shown, setShown] = useState({ data: first, location: locationOf(`/szukaj?q=${first.phrase}`) });
      const [pending, setPending] = useState<SiteLocation | null>(null);
      const navigator = useMemo<SiteNavigator>(
        () => ({
          navigate(to) {
            const next = locationOf(hrefOf(to), 'next');
            setPending(next);
            finish = (data) => {
              setPending(null);
              setShown({ data, location: next });
            };
          },
          prefetch: () => undefined,
        }),
        [],
      );
      return (
        <SiteNavigationProvider location={shown.location} pendingLocation={pending} navigator={navigator}>
          <SearchPage data={shown.data} node={node} params={{}} />
        </SiteNavigationProvider>
      );
    }
    render(
      <SiteStoresProvider stores={createSiteStores()}>
        <SiteServicesProvider
          services={{ api: {} as never, sanitizeHtml: (html) => html as SafeHtml, module: () => undefined }}
        >
          <SiteI18nProvider i18n={createI18n('pl')}>
            <Site />
          </SiteI18nProvider>
        </SiteServicesProvider>
      </SiteStoresProvider>,
    );
    return { finish: (data: SearchPageData) => act(async () => finish(data)) };
  }

  it('says it is searching and marks the current results busy, then shows the new results', async () => {
    const search = renderWithPendingNavigation(pageData({ phrase: 'krzesło', state: 'results', results: results(3) }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fotel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));

    expect(await screen.findByText('Szukam „fotel”…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Wyniki wyszukiwania' })).toHaveAttribute('aria-busy', 'true');

    await search.finish(
      pageData({
        phrase: 'fotel',
        state: 'results',
        results: [{ title: 'Fotel Lambda', slug: '/produkty/fotele/lambda', excerpts: [] }],
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('„fotel” (wyniki: 1)');
    expect(resultItems()).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Wyniki wyszukiwania' })).not.toHaveAttribute('aria-busy');
  });

  it('clears the results and says there are none when the next search fails', async () => {
    const search = renderWithPendingNavigation(pageData({ phrase: 'krzesło', state: 'results', results: results(3) }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fotel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await screen.findByText('Szukam „fotel”…');

    await search.finish(pageData({ phrase: 'fotel', state: 'error' }));
    expect(screen.getByRole('status')).toHaveTextContent('Brak wyników dla „fotel”');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
