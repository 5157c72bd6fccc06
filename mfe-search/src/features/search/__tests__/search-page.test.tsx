import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import type { Locale, SearchResult, SitemapNode } from '@ergoforma/shared-contracts';
import { SearchPage } from '../components/search-page';
import type { SearchPageData } from '../api/load-search-results';

const node: SitemapNode = { id: 9, slug: 'szukaj', nodeType: 'search', action: 'index', nodeReference: null, resolver: null, crumbs: [] };

function results(count: number): SearchResult[] {
  return Array.from({ length: count }, (_, index) => ({
    title: `Krzesło ${index + 1}`,
    slug: `/produkty/krzesla-obrotowe/krzeslo-${index + 1}`,
    content: `…wygodne krzesło numer ${index + 1}…|…drugi fragment…`,
  }));
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderPage(data: Partial<SearchPageData>, locale: Locale = 'pl') {
  const full: SearchPageData = { locale, phrase: '', searched: false, results: [], failed: false, ...data };
  return renderRemote(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Location />
            <SearchPage data={full} node={node} params={{}} />
          </>
        }
      />
    </Routes>,
    { locale, path: `/szukaj${full.phrase ? `?q=${encodeURIComponent(full.phrase)}` : ''}` },
  );
}

const resultItems = () => within(screen.getByRole('list', { name: 'Wyniki wyszukiwania' })).getAllByRole('listitem');

describe('SearchPage', () => {
  it('has a heading and a labelled search form holding the phrase', () => {
    renderPage({ phrase: 'krzesło', searched: true, results: results(1) });
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
    renderPage({ phrase: 'krzesło', searched: true, results: results(3) }, locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each([
    ['pl', 'Brak wyników dla „fotel”'],
    ['en', 'No results for “fotel”'],
    ['fr', 'Aucun résultat pour « fotel »'],
  ] as const)('says when nothing was found (%s)', (locale, text) => {
    renderPage({ phrase: 'fotel', searched: true, results: [] }, locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a hint instead of a summary when there is no phrase to search', () => {
    renderPage({ phrase: 'ab', searched: false }, 'en');
    expect(screen.getByText('Type at least 3 characters to search products, pages and job offers.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists each result with a link to its path, the path and the excerpts, the phrase highlighted', () => {
    renderPage({
      phrase: 'krzeslo',
      searched: true,
      results: [{ title: 'Krzesło Aruba', slug: '/produkty/krzesla-obrotowe/aruba', content: '…to KRZESŁO jest wygodne…|…każde krzesło…' }],
    });
    const [item] = resultItems();
    const link = within(item!).getByRole('link', { name: 'Krzesło Aruba' });
    expect(link).toHaveAttribute('href', '/produkty/krzesla-obrotowe/aruba');
    expect(within(item!).getByText('/produkty/krzesla-obrotowe/aruba')).toBeInTheDocument();
    const marks = item!.querySelectorAll('mark');
    expect(Array.from(marks, (mark) => mark.textContent)).toEqual(['Krzesło', 'KRZESŁO', 'krzesło']);
  });

  it('shows a hostile phrase and result text as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = renderPage({
      phrase: hostile,
      searched: true,
      results: [{ title: `Krzesło ${hostile}`, slug: '/produkty/x', content: `przed ${hostile} po` }],
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`„${hostile}” (wyniki: 1)`);
    const marks = Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent);
    expect(marks).toEqual([hostile, hostile]);
  });

  it('shows 8 results, then 8 more with each "see more", until all are shown', () => {
    renderPage({ phrase: 'krzesło', searched: true, results: results(20) });
    expect(resultItems()).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(resultItems()).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Krzesło 9' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(resultItems()).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it('has no "see more" with 8 results or fewer', () => {
    renderPage({ phrase: 'krzesło', searched: true, results: results(8) });
    expect(resultItems()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it('navigates to ?q= with the trimmed text when it is longer than 2 characters', () => {
    renderPage({ phrase: 'krzesło', searched: true, results: results(1) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  fotel biurowy ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/szukaj?q=fotel+biurowy');
  });

  it('does nothing, and says nothing, when the text has 2 characters or fewer', () => {
    renderPage({ phrase: 'krzesło', searched: true, results: results(1) });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' ab ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/szukaj?q=krzes%C5%82o');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
