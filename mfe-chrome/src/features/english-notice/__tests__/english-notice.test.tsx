import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  PageFoundProvider,
  SiteI18nProvider,
  VisitorProvider,
  createI18n,
  FIRST_VISIT,
  type Locale,
} from '@ergoforma/shared-contracts';
import { renderRemote, MemoryNavigation } from '@ergoforma/shared-contracts/testing';
import { EnglishNotice, useEnglishNotice } from '../components/english-notice';
import { ENGLISH_NOTICE_STORAGE_KEY } from '../utils/english-notice-storage';

const notice = () => screen.queryByRole('region', { name: 'English translation in progress.' });

/** The notice as the header holds it. */
function Notice() {
  return <EnglishNotice notice={useEnglishNotice(true)} />;
}

const serverHtml = (englishNoticeDismissed: boolean) =>
  renderToString(
    <VisitorProvider visitor={{ ...FIRST_VISIT, englishNoticeDismissed }}>
      <SiteI18nProvider i18n={createI18n('en')}>
        <MemoryNavigation initialPath={'/en'}>
          <Notice />
        </MemoryNavigation>
      </SiteI18nProvider>
    </VisitorProvider>,
  );

const clearCookies = () => {
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
};

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('English notice', () => {
  it('greets an English visitor on the first visit, suggesting translation add-ons for four browsers', () => {
    renderRemote(<Notice />, { locale: 'en', path: '/en/products' });
    const region = notice()!;
    expect(region).toBeVisible();
    expect(region).toHaveTextContent('Some product texts are still in Polish');
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent?.split(' ')[0])).toEqual(['Chrome', 'Firefox', 'Edge', 'Opera']);
    // Each link searches the browser's own add-on store for translation add-ons.
    expect(links.map((link) => new URL(link.getAttribute('href')!).hostname)).toEqual([
      'chromewebstore.google.com',
      'addons.mozilla.org',
      'microsoftedge.microsoft.com',
      'addons.opera.com',
    ]);
    for (const link of links) expect(link).toHaveAttribute('href', expect.stringMatching(/translate/));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(link).toHaveAccessibleName(/translation add-ons \(opens in a new tab\)$/);
    }
  });

  it.each([
    ['pl', '/'],
    ['fr', '/fr'],
  ] as Array<[Locale, string]>)('does not show in %s', (locale, path) => {
    renderRemote(<Notice />, { locale, path });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays off the error page, which holds no product texts', () => {
    renderRemote(
      <PageFoundProvider found={false}>
        <Notice />
      </PageFoundProvider>,
      { locale: 'en', path: '/en/no-such-page' },
    );
    expect(notice()).not.toBeInTheDocument();
  });

  it('closes, stores the false flag locally and in its cookie, and stays hidden on later visits', async () => {
    const user = userEvent.setup();
    const { unmount } = renderRemote(<Notice />, { locale: 'en', path: '/en' });
    await user.click(screen.getByRole('button', { name: 'Close the translation notice' }));
    expect(notice()).not.toBeInTheDocument();
    expect(localStorage.getItem(ENGLISH_NOTICE_STORAGE_KEY)).toBe('false');
    // The server reads the cookie, so the next page arrives without the notice.
    expect(document.cookie).toContain('ef_english_notice=false');
    unmount();

    renderRemote(<Notice />, { locale: 'en', path: '/en/contact' });
    expect(notice()).not.toBeInTheDocument();
  });

  it('is in the server HTML for a first visit and left out for a visitor whose cookie says it was closed', () => {
    expect(serverHtml(false)).toContain('English translation in progress');
    expect(serverHtml(true)).toBe('');
  });

  it('hides after mount when only the local flag says it was closed, and mirrors the flag into the cookie', () => {
    localStorage.setItem(ENGLISH_NOTICE_STORAGE_KEY, 'false');
    renderRemote(<Notice />, { locale: 'en', path: '/en' });
    expect(notice()).not.toBeInTheDocument();
    expect(document.cookie).toContain('ef_english_notice=false');
  });

  it('still shows, and closes for the page view, when local storage is blocked', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const user = userEvent.setup();
      renderRemote(<Notice />, { locale: 'en', path: '/en' });
      expect(notice()).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Close the translation notice' }));
      expect(notice()).not.toBeInTheDocument();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
