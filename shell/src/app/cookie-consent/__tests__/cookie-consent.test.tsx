import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createI18n,
  FIRST_VISIT,
  SiteI18nProvider,
  siteEvents,
  VisitorProvider,
  type CookieConsent,
  type Visitor,
} from '@ergoforma/shared-contracts';
import { shellTranslations } from '../../i18n/shell-translations';
import { CONSENT_STORAGE_KEY } from '../consent-storage';
import { COOKIE_POPUP_DELAY_MS, CookieConsentPopup } from '../cookie-consent';

const pl = shellTranslations.pl;

const RETURNING: Visitor = { ...FIRST_VISIT, consentChosen: true };

function renderPopup(visitor: Visitor = FIRST_VISIT) {
  return render(
    <VisitorProvider visitor={visitor}>
      <SiteI18nProvider i18n={createI18n('pl', { shell: shellTranslations })}>
        <CookieConsentPopup policyHref="/polityka-cookies" />
      </SiteI18nProvider>
    </VisitorProvider>,
  );
}

/** The consent cookie the server reads, or null. */
function consentCookie(): string | null {
  return /(?:^|; )ef_consent=([^;]*)/.exec(document.cookie)?.[1] ?? null;
}

function stored(): CookieConsent | null {
  const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as CookieConsent);
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

async function openPopup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderPopup();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  return { user, ...view };
}

const savedConsent: CookieConsent = {
  necessary: true,
  functional: true,
  performance: false,
  advertising: true,
  savedAt: '2024-05-01T10:00:00.000Z',
};

let changed: jest.Mock;
let offChanged: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  document.cookie = 'ef_consent=; Max-Age=0; Path=/';
  changed = jest.fn();
  offChanged = siteEvents.on('cookie-consent:changed', changed);
});

afterEach(() => {
  offChanged();
  jest.useRealTimers();
});

describe('CookieConsentPopup', () => {
  it('renders a first visit popup at once, for CSS to reveal after about 1000 ms (script only moves the focus then)', () => {
    expect(COOKIE_POPUP_DELAY_MS).toBe(1000);
    renderPopup();
    expect(screen.getByRole('dialog')).toHaveClass('ef-cookie--delayed');
    // The one timer moves the focus to the popup when CSS reveals it; nothing else waits for script.
    expect(jest.getTimerCount()).toBe(1);
    expect(changed).not.toHaveBeenCalled();
  });

  it('opens on the info view, with the policy link', () => {
    renderPopup();
    expect(screen.getByRole('dialog', { name: pl.cookieTitle })).toHaveAttribute('data-view', 'info');
    expect(screen.getByRole('link', { name: pl.cookiePolicy })).toHaveAttribute('href', '/polityka-cookies');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('with a saved consent but no cookie yet: closes on mount, announces the consent and writes the cookie', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
    renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith({ consent: savedConsent });
    expect(consentCookie()).toBe('functional.advertising');
  });

  it('for a visitor whose cookie says they chose: renders nothing, never opens, renews the cookie', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
    renderPopup(RETURNING);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ consent: savedConsent });
    expect(consentCookie()).toBe('functional.advertising');
  });

  it('a cookie without a stored choice (storage cleared) asks again after about 1000 ms and drops the cookie', () => {
    document.cookie = 'ef_consent=none; Path=/';
    renderPopup(RETURNING);
    expect(consentCookie()).toBeNull();
    advance(900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(100);
    expect(screen.getByRole('dialog', { name: pl.cookieTitle })).not.toHaveClass('ef-cookie--delayed');
  });

  it('ignores malformed stored JSON: nothing is announced and the popup stays', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":true,');
    renderPopup();
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('switches from the info view to the settings view and back', async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieSettings }));
    expect(screen.getByRole('dialog', { name: pl.cookieSettingsTitle })).toHaveAttribute('data-view', 'settings');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: pl.cookieBack }));
    expect(screen.getByRole('dialog', { name: pl.cookieTitle })).toHaveAttribute('data-view', 'info');
  });

  it('the necessary category is checked and cannot be changed; the optional ones start unchecked', async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieSettings }));
    const necessary = screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieNecessary}`) });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const label of [pl.cookieFunctional, pl.cookiePerformance, pl.cookieAdvertising]) {
      const box = screen.getByRole('checkbox', { name: new RegExp(`^${label}`) });
      expect(box).not.toBeChecked();
      expect(box).toBeEnabled();
    }
    await user.click(necessary);
    expect(necessary).toBeChecked();
  });

  it('saving the settings stores the chosen flags as JSON, announces them and closes', async () => {
    const { user } = await openPopup();
    jest.setSystemTime(new Date('2024-06-02T12:30:00.000Z'));
    await user.click(screen.getByRole('button', { name: pl.cookieSettings }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieFunctional}`) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieAdvertising}`) }));
    await user.click(screen.getByRole('button', { name: pl.cookieSave }));

    const expected = {
      necessary: true,
      functional: true,
      performance: false,
      advertising: true,
      savedAt: expect.stringMatching(/^2024-06-02T12:30:/),
    };
    expect(stored()).toEqual(expected);
    expect(changed).toHaveBeenCalledWith({ consent: expected });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Accept all' on the info view stores every category as true and closes", async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieAcceptAll }));
    expect(stored()).toMatchObject({ necessary: true, functional: true, performance: true, advertising: true });
    expect(typeof stored()?.savedAt).toBe('string');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Accept all' on the settings view ignores unchecked boxes and stores all true", async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieSettings }));
    await user.click(screen.getByRole('button', { name: pl.cookieAcceptAll }));
    expect(stored()).toMatchObject({ necessary: true, functional: true, performance: true, advertising: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Necessary only' stores every optional category as false and closes", async () => {
    const { user } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieRejectOptional }));
    expect(stored()).toMatchObject({ necessary: true, functional: false, performance: false, advertising: false });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('once saved, the choice is in the cookie and the next page view renders no popup', async () => {
    const { user, unmount } = await openPopup();
    await user.click(screen.getByRole('button', { name: pl.cookieAcceptAll }));
    expect(consentCookie()).toBe('functional.performance.advertising');
    unmount();
    renderPopup(RETURNING);
    advance(5000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'cookie-consent:open' opens the settings view at once with the saved choices", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
    renderPopup(RETURNING);
    act(() => siteEvents.emit('cookie-consent:open', {}));
    const dialog = screen.getByRole('dialog', { name: pl.cookieSettingsTitle });
    expect(dialog).toHaveAttribute('data-view', 'settings');
    expect(dialog).not.toHaveClass('ef-cookie--delayed');
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieFunctional}`) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookiePerformance}`) })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieAdvertising}`) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieFunctional}`) })).toHaveFocus();
  });

  it('withdrawing consent in the reopened settings applies at once: stored, cookie, event, focus back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
    render(<button type="button">Ustawienia plików cookie</button>);
    renderPopup(RETURNING);
    changed.mockClear();
    const opener = screen.getByRole('button', { name: 'Ustawienia plików cookie' });
    opener.focus();
    act(() => siteEvents.emit('cookie-consent:open', {}));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieFunctional}`) }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieAdvertising}`) }));
    await user.click(screen.getByRole('button', { name: pl.cookieSave }));

    expect(stored()).toMatchObject({ functional: false, performance: false, advertising: false });
    expect(changed).toHaveBeenCalledWith({
      consent: expect.objectContaining({ functional: false, advertising: false }),
    });
    expect(consentCookie()).toBe('none');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the reopened settings close without a change by Cancel or Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
    renderPopup(RETURNING);
    changed.mockClear();
    act(() => siteEvents.emit('cookie-consent:open', {}));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookiePerformance}`) }));
    await user.click(screen.getByRole('button', { name: pl.cookieCancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => siteEvents.emit('cookie-consent:open', {}));
    expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookiePerformance}`) })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    expect(stored()).toEqual(savedConsent);
  });

  it('a first-time visitor cannot close the popup with Escape: they have to choose', async () => {
    const { user } = await openPopup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  describe('keyboard and screen readers', () => {
    function renderInPage() {
      return render(
        <SiteI18nProvider i18n={createI18n('pl', { shell: shellTranslations })}>
          <button type="button">Ustawienia cookies w stopce</button>
          <CookieConsentPopup policyHref="/polityka-cookies" />
          <input aria-label="Szukaj" />
          <a href="/kontakt">Kontakt</a>
        </SiteI18nProvider>,
      );
    }

    it('opening by itself, is announced without taking the focus, and Tab leads through it into the page (no trap)', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInPage();
      advance(COOKIE_POPUP_DELAY_MS);
      expect(screen.getByRole('dialog', { name: pl.cookieTitle })).not.toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(pl.cookieTitle);
      await user.tab();
      await user.tab();
      expect(screen.getByRole('link', { name: pl.cookiePolicy })).toHaveFocus();
      await user.tab();
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: pl.cookieAcceptAll })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Szukaj' })).toHaveFocus();
    });

    it('does not take the focus from a field the visitor is already typing in', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInPage();
      await user.click(screen.getByRole('textbox', { name: 'Szukaj' }));
      await user.keyboard('krz');
      advance(COOKIE_POPUP_DELAY_MS);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Szukaj' })).toHaveFocus();
    });

    it('leaves the focus alone once the visitor has typed, even where a field dropped it, and is announced', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderInPage();
      const field = screen.getByRole('textbox', { name: 'Szukaj' });
      await user.click(field);
      await user.keyboard('krz');
      // The field is drawn again while the visitor types: the focus falls to the page's body for a moment.
      act(() => field.blur());
      advance(COOKIE_POPUP_DELAY_MS);
      const dialog = screen.getByRole('dialog');
      expect(dialog).not.toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(`${pl.cookieTitle}. ${pl.cookieInfo}`);
      // Reachable by Tab where it stands in the page (in the site, first after the skip link).
      await user.tab();
      expect(screen.getByRole('button', { name: 'Ustawienia cookies w stopce' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('link', { name: pl.cookiePolicy })).toHaveFocus();
    });

    it('opened from a link: the first setting gets the focus, and the link gets it back after saving', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(savedConsent));
      renderInPage();
      const opener = screen.getByRole('button', { name: 'Ustawienia cookies w stopce' });
      opener.focus();
      act(() => siteEvents.emit('cookie-consent:open', {}));
      expect(screen.getByRole('checkbox', { name: new RegExp(`^${pl.cookieFunctional}`) })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: pl.cookieSave }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });

    it('going back from the settings keeps the focus in the popup', async () => {
      const { user } = await openPopup();
      await user.click(screen.getByRole('button', { name: pl.cookieSettings }));
      await user.click(screen.getByRole('button', { name: pl.cookieBack }));
      expect(screen.getByRole('dialog', { name: pl.cookieTitle })).toHaveFocus();
    });
  });

  it('unmounting before the delay cancels the timer and the open listener', () => {
    const { unmount } = renderPopup(RETURNING);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(() => siteEvents.emit('cookie-consent:open', {})).not.toThrow();
  });
});
