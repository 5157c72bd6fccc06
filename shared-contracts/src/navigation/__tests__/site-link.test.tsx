import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryNavigation } from '../../testing/memory-navigation';
import { hrefOf, useSiteLocation } from '../site-navigation';
import { isCurrentPath, SiteLink, SiteNavLink } from '../site-link';

function Location() {
  const { pathname, search, hash } = useSiteLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

function renderAt(path: string, ui: React.ReactNode, onPrefetch = jest.fn()) {
  render(
    <MemoryNavigation initialPath={path} onPrefetch={onPrefetch}>
      {ui}
      <Location />
    </MemoryNavigation>,
  );
  return onPrefetch;
}

const location = () => screen.getByTestId('location');

describe('SiteLink', () => {
  it('is a real link in the server HTML (works without JavaScript)', () => {
    const html = renderToString(
      <MemoryNavigation>
        <SiteLink to="/produkty/fotele" className="card">
          Fotele
        </SiteLink>
      </MemoryNavigation>,
    );
    expect(html).toBe('<a class="card" href="/produkty/fotele">Fotele</a>');
  });

  it('navigates client-side on a plain click', async () => {
    renderAt('/', <SiteLink to="/kontakt?x=1#form">Kontakt</SiteLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(location()).toHaveTextContent('/kontakt?x=1#form');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser (new tab, new window, download)',
    (modifiers) => {
      renderAt('/', <SiteLink to="/kontakt">Kontakt</SiteLink>);
      const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }), modifiers);
      expect(notPrevented).toBe(true);
      expect(location()).toHaveTextContent(/^\/$/);
    },
  );

  it('leaves a link with another target to the browser', () => {
    renderAt(
      '/',
      <SiteLink to="/kontakt" target="_blank">
        Kontakt
      </SiteLink>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Kontakt' }))).toBe(true);
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it("runs the caller's onClick, which may cancel the navigation", async () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <SiteLink to="/kontakt" onClick={onClick}>
        Kontakt
      </SiteLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('prefetches its page at once on hover, focus and touch', () => {
    const onPrefetch = renderAt('/', <SiteLink to="/produkty">Produkty</SiteLink>);
    const link = screen.getByRole('link', { name: 'Produkty' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onPrefetch.mock.calls).toEqual([
      ['/produkty', { urgent: true }],
      ['/produkty', { urgent: true }],
      ['/produkty', { urgent: true }],
    ]);
  });

  describe('in the viewport', () => {
    let observed: Array<{ callback: IntersectionObserverCallback; elements: Set<Element> }> = [];
    beforeEach(() => {
      observed = [];
      class FakeObserver {
        readonly elements = new Set<Element>();
        constructor(readonly callback: IntersectionObserverCallback) {
          observed.push(this);
        }
        observe(element: Element) {
          this.elements.add(element);
        }
        unobserve(element: Element) {
          this.elements.delete(element);
        }
        disconnect() {
          this.elements.clear();
        }
      }
      Object.assign(window, { IntersectionObserver: FakeObserver });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });

    function scrollIntoView(element: Element) {
      for (const observer of observed) {
        if (!observer.elements.has(element)) continue;
        const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }

    it('queues a prefetch (not urgent) the first time a link of the page content is seen, once', () => {
      const onPrefetch = renderAt(
        '/',
        <main>
          <SiteLink to="/aktualnosci">Aktualności</SiteLink>
        </main>,
      );
      const link = screen.getByRole('link', { name: 'Aktualności' });
      expect(onPrefetch).not.toHaveBeenCalled();
      scrollIntoView(link);
      scrollIntoView(link);
      expect(onPrefetch.mock.calls).toEqual([['/aktualnosci', undefined]]);
    });

    it('leaves the menus outside the page content to hover and focus (they are on every page)', () => {
      const onPrefetch = renderAt(
        '/',
        <nav>
          <SiteLink to="/kontakt">Kontakt</SiteLink>
        </nav>,
      );
      scrollIntoView(screen.getByRole('link', { name: 'Kontakt' }));
      expect(onPrefetch).not.toHaveBeenCalled();
    });
  });
});

describe('SiteNavLink', () => {
  it('marks the link to the page being shown with aria-current="page", ignoring query, case and a trailing slash', () => {
    renderAt(
      '/Kontakt/?utm=x',
      <>
        <SiteNavLink to="/kontakt">Kontakt</SiteNavLink>
        <SiteNavLink to="/kontakt/oddzialy">Oddziały</SiteNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Oddziały' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation', async () => {
    renderAt(
      '/',
      <>
        <SiteNavLink to="/kontakt">Kontakt</SiteNavLink>
        <SiteNavLink to="/">Start</SiteNavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Kontakt' }));
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current');
  });
});

describe('isCurrentPath and hrefOf', () => {
  it('compares paths only', () => {
    expect(isCurrentPath('/a/b?x=1#y', '/a/b')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/a', '/a/b')).toBe(false);
  });

  it('writes the parts of an address, adding ? and # where missing', () => {
    expect(hrefOf({ pathname: '/p', search: 'q=1', hash: 'tab' })).toBe('/p?q=1#tab');
    expect(hrefOf({ pathname: '/p', search: '?q=1', hash: '#tab' })).toBe('/p?q=1#tab');
    expect(hrefOf({ pathname: '/p', search: '?', hash: '#' })).toBe('/p');
    expect(hrefOf('/x?y')).toBe('/x?y');
  });
});
