import { act, render, screen } from '@testing-library/react';
import { SiteI18nProvider, createI18n, siteEvents, type Locale } from '@ergoforma/shared-contracts';
import { MemoryNavigation } from '@ergoforma/shared-contracts/testing';
import { ERROR_PAGE_LOADER_FINISH_MS, ErrorPage } from '../error-page';
import { shellTranslations } from '../i18n/shell-translations';

function renderErrorPage(status: number, locale: Locale, path = '/gdziekolwiek', detail?: string) {
  return render(
    <SiteI18nProvider i18n={createI18n(locale, { shell: shellTranslations })}>
      <MemoryNavigation initialPath={path}>
        <ErrorPage status={status} locale={locale} detail={detail} />
      </MemoryNavigation>
    </SiteI18nProvider>,
  );
}

describe('ErrorPage', () => {
  it.each([
    ['pl', 'Strona nie istnieje', '/'],
    ['en', 'Page does not exist', '/en'],
    ['fr', "La page n'existe pas", '/fr'],
  ] as const)('404 in %s: "%s" with a link to %s', (locale, heading, home) => {
    renderErrorPage(404, locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('link', { name: shellTranslations[locale]?.backHome })).toHaveAttribute('href', home);
  });

  it.each([
    [404, 'pageData not found', 'Strona nie istnieje'],
    [403, 'pageData error', 'Wystąpił błąd'],
  ])("a draft preview's %i shows '%s' as is, marked as English", (status, detail, heading) => {
    renderErrorPage(status, 'pl', '/preview/page/12', detail);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText(detail)).toHaveAttribute('lang', 'en');
  });

  it('404 in en explains the page could not be found', () => {
    renderErrorPage(404, 'en');
    expect(screen.getByText(/This page could not be found/)).toBeInTheDocument();
  });

  it.each([
    [500, 'pl', 'Wystąpił błąd'],
    [500, 'en', 'An error occurred'],
    [503, 'pl', 'Wystąpił błąd'],
    [503, 'en', 'An error occurred'],
  ] as const)('%i in %s: "%s"', (status, locale, heading) => {
    renderErrorPage(status, locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.queryByText(/Strona nie istnieje|Page does not exist/)).not.toBeInTheDocument();
  });

  it('an error page also links to the locale home page', () => {
    renderErrorPage(503, 'en', '/en/products/x');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it.each([
    [404, 'pl', 'Kod błędu 404'],
    [500, 'pl', 'Kod błędu 500'],
    [503, 'en', 'Error code 503'],
  ] as const)('shows the status code %i', (status, locale, text) => {
    renderErrorPage(status, locale);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  describe('loading bar', () => {
    let finish: jest.Mock;
    let off: () => void;
    beforeEach(() => {
      jest.useFakeTimers();
      finish = jest.fn();
      off = siteEvents.on('loading-bar:finish', finish);
    });
    afterEach(() => {
      off();
      jest.useRealTimers();
    });

    it("emits 'loading-bar:finish' 400 ms after mount, once", () => {
      expect(ERROR_PAGE_LOADER_FINISH_MS).toBe(400);
      renderErrorPage(404, 'pl');
      act(() => jest.advanceTimersByTime(399));
      expect(finish).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(finish).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(5000));
      expect(finish).toHaveBeenCalledTimes(1);
    });

    it('does not emit when unmounted before 400 ms', () => {
      const { unmount } = renderErrorPage(500, 'en');
      act(() => jest.advanceTimersByTime(200));
      unmount();
      act(() => jest.advanceTimersByTime(1000));
      expect(finish).not.toHaveBeenCalled();
    });
  });
});
