import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ProductTag } from '../../types/entities';
import {
  SiteStoresProvider,
  createSiteStores,
  useProductFilterStore,
  useSiteStore,
  useSiteStores,
  type SiteStores,
} from '../site-stores-context';

const nowosci: ProductTag = { id: 1, name: 'Nowość', slug: 'nowosc' };

function wrapperFor(stores: SiteStores) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SiteStoresProvider stores={stores}>{children}</SiteStoresProvider>;
  };
}

describe('createSiteStores', () => {
  it('creates a site store and a product filter store with initial values', () => {
    const stores = createSiteStores({ site: { locale: 'fr' }, productFilter: { group: 3 } });
    expect(stores.site.getState().locale).toBe('fr');
    expect(stores.productFilter.getState().group).toBe(3);
  });

  it('creates fresh stores each time (one set per page view)', () => {
    const one = createSiteStores();
    const two = createSiteStores();
    one.site.getState().setLocale('en');
    one.productFilter.getState().addTag(nowosci);
    expect(two.site.getState().locale).toBe('pl');
    expect(two.productFilter.getState().tags).toEqual([]);
  });
});

describe('store hooks', () => {
  it('useSiteStores outside the provider throws a helpful error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => renderHook(() => useSiteStores())).toThrow('useSiteStores must be used inside <SiteStoresProvider>');
      expect(() => renderHook(() => useSiteStore((state) => state.locale))).toThrow(/SiteStoresProvider/);
      expect(() => renderHook(() => useProductFilterStore((state) => state.tags))).toThrow(/SiteStoresProvider/);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('useSiteStores returns the provided stores', () => {
    const stores = createSiteStores();
    const { result } = renderHook(() => useSiteStores(), { wrapper: wrapperFor(stores) });
    expect(result.current).toBe(stores);
  });

  it('useSiteStore selects from the provided site store and re-renders on change', () => {
    const stores = createSiteStores({ site: { locale: 'en' } });
    const { result } = renderHook(() => useSiteStore((state) => state.locale), { wrapper: wrapperFor(stores) });
    expect(result.current).toBe('en');
    act(() => stores.site.getState().setLocale('fr'));
    expect(result.current).toBe('fr');
  });

  it('useProductFilterStore selects from the provided filter store and re-renders on change', () => {
    const stores = createSiteStores();
    const { result } = renderHook(() => useProductFilterStore((state) => state.tags), { wrapper: wrapperFor(stores) });
    expect(result.current).toEqual([]);
    act(() => stores.productFilter.getState().addTag(nowosci));
    expect(result.current).toEqual([nowosci]);
  });

  it('actions called through the hook change the shared store', () => {
    const stores = createSiteStores({ productFilter: { group: 5 } });
    const { result } = renderHook(
      () => ({
        group: useProductFilterStore((state) => state.group),
        clearGroup: useProductFilterStore((state) => state.clearGroup),
      }),
      { wrapper: wrapperFor(stores) },
    );
    act(() => result.current.clearGroup());
    expect(result.current.group).toBeNull();
    expect(stores.productFilter.getState().group).toBeNull();
  });

  it('components under different providers see their own stores', () => {
    function Locale({ id }: { id: string }) {
      const locale = useSiteStore((state) => state.locale);
      return <span data-testid={id}>{locale}</span>;
    }
    const a = createSiteStores({ site: { locale: 'en' } });
    const b = createSiteStores({ site: { locale: 'fr' } });
    render(
      <>
        <SiteStoresProvider stores={a}>
          <Locale id="a" />
        </SiteStoresProvider>
        <SiteStoresProvider stores={b}>
          <Locale id="b" />
        </SiteStoresProvider>
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('en');
    expect(screen.getByTestId('b')).toHaveTextContent('fr');
    act(() => a.site.getState().setLocale('pl'));
    expect(screen.getByTestId('a')).toHaveTextContent('pl');
    expect(screen.getByTestId('b')).toHaveTextContent('fr');
  });

  it('a component re-renders only for the slice it selects', () => {
    const stores = createSiteStores();
    let renders = 0;
    function Phrase() {
      renders++;
      return <span data-testid="phrase">{useSiteStore((state) => state.searchPhrase)}</span>;
    }
    render(
      <SiteStoresProvider stores={stores}>
        <Phrase />
      </SiteStoresProvider>,
    );
    const initial = renders;
    act(() => stores.site.getState().setOnline(false));
    expect(renders).toBe(initial);
    act(() => stores.site.getState().setSearchPhrase('nova'));
    expect(screen.getByTestId('phrase')).toHaveTextContent('nova');
    expect(renders).toBe(initial + 1);
  });
});
