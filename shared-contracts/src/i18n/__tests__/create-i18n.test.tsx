import { render, screen } from '@testing-library/react';
import { addTranslations, createI18n } from '../create-i18n';
import { SiteI18nProvider, useRemoteTranslation, useSiteTranslation } from '../use-remote-translation';

// The warn-once memory is per module: every test uses its own keys.
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => consoleWarn.mockRestore());

const missingWarnings = () =>
  consoleWarn.mock.calls.filter(([message]) => String(message).startsWith('Missing translation'));

describe('createI18n', () => {
  it('uses the requested locale and shows its own translation without warning', () => {
    const i18n = createI18n('en', { translation: { pl: { hello: 'Dzień dobry' }, en: { hello: 'Good morning' } } });
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Good morning');
    expect(missingWarnings()).toHaveLength(0);
  });

  it('Polish is the default and never warns', () => {
    const i18n = createI18n('pl', { translation: { pl: { only_pl: 'Tylko po polsku' } } });
    expect(i18n.t('only_pl')).toBe('Tylko po polsku');
    expect(missingWarnings()).toHaveLength(0);
  });

  it.each(['en', 'fr'] as const)('a key missing in %s shows the Polish text and warns', (locale) => {
    const key = `missing_${locale}`;
    const i18n = createI18n(locale, { translation: { pl: { [key]: 'Polski tekst' }, [locale]: { other: 'x' } } });
    expect(i18n.t(key)).toBe('Polski tekst');
    expect(missingWarnings()).toHaveLength(1);
    expect(String(missingWarnings()[0][0])).toContain(key);
    expect(String(missingWarnings()[0][0])).toContain(locale);
  });

  it('warns once per key, however often it is looked up', () => {
    const i18n = createI18n('en', { translation: { pl: { once_a: 'A', once_b: 'B' } } });
    i18n.t('once_a');
    i18n.t('once_a');
    i18n.t('once_a');
    expect(missingWarnings()).toHaveLength(1);
    i18n.t('once_b');
    expect(missingWarnings()).toHaveLength(2);
    expect(i18n.t('once_b')).toBe('B');
    expect(missingWarnings()).toHaveLength(2);
  });

  it('works in a named namespace with the ns option', () => {
    const i18n = createI18n('fr', {
      catalogue: { pl: { ns_title: 'Produkty', ns_more: 'Więcej' }, fr: { ns_title: 'Produits' } },
    });
    expect(i18n.t('ns_title', { ns: 'catalogue' })).toBe('Produits');
    expect(missingWarnings()).toHaveLength(0);
    expect(i18n.t('ns_more', { ns: 'catalogue' })).toBe('Więcej');
    expect(missingWarnings()).toHaveLength(1);
    expect(String(missingWarnings()[0][0])).toContain('catalogue');
  });

  it('works in a named namespace with the ns:key syntax', () => {
    const i18n = createI18n('en', {
      chrome: { pl: { nsk_search: 'szukaj', nsk_menu: 'menu główne' }, en: { nsk_search: 'search' } },
    });
    expect(i18n.t('chrome:nsk_search')).toBe('search');
    expect(missingWarnings()).toHaveLength(0);
    expect(i18n.t('chrome:nsk_menu')).toBe('menu główne');
    expect(missingWarnings()).toHaveLength(1);
  });

  it('works with nested keys', () => {
    const i18n = createI18n('en', {
      translation: { pl: { 'nested.title': 'x' } },
    });
    i18n.addResourceBundle('pl', 'deep', { form: { required: 'pole wymagane', sent: 'Wysłano' } });
    i18n.addResourceBundle('en', 'deep', { form: { sent: 'Message sent. Thank you' } });
    expect(i18n.t('form.sent', { ns: 'deep' })).toBe('Message sent. Thank you');
    expect(missingWarnings()).toHaveLength(0);
    expect(i18n.t('form.required', { ns: 'deep' })).toBe('pole wymagane');
    expect(missingWarnings()).toHaveLength(1);
  });

  it('judges plural forms by the form that was used', () => {
    const i18n = createI18n('en', {
      translation: {
        pl: {
          pl_results_one: '{{count}} wynik',
          pl_results_few: '{{count}} wyniki',
          pl_results_many: '{{count}} wyników',
        },
        en: { pl_results_one: '{{count}} result', pl_results_other: '{{count}} results' },
      },
    });
    expect(i18n.t('pl_results', { count: 1 })).toBe('1 result');
    expect(i18n.t('pl_results', { count: 8 })).toBe('8 results');
    expect(missingWarnings()).toHaveLength(0);
  });

  it('warns for a plural missing in the language and shows the Polish form', () => {
    const i18n = createI18n('fr', {
      translation: {
        pl: {
          plm_items_one: '{{count}} produkt',
          plm_items_few: '{{count}} produkty',
          plm_items_many: '{{count}} produktów',
          plm_items_other: '{{count}} produktu',
        },
      },
    });
    expect(i18n.t('plm_items', { count: 5 })).toBe('5 produktów');
    expect(missingWarnings()).toHaveLength(1);
  });

  it('judges a list of fallback keys by the key that was used', () => {
    const i18n = createI18n('en', {
      translation: { pl: { fk_specific: 'szczegółowy', fk_generic: 'ogólny' }, en: { fk_generic: 'generic' } },
    });
    expect(i18n.t(['fk_missing', 'fk_generic'])).toBe('generic');
    expect(missingWarnings()).toHaveLength(0);
    expect(i18n.t(['fk_specific', 'fk_generic'])).toBe('szczegółowy');
    expect(missingWarnings()).toHaveLength(1);
    expect(String(missingWarnings()[0][0])).toContain('fk_specific');
  });

  it('honours a per-call lng option', () => {
    const i18n = createI18n('pl', { translation: { pl: { lng_a: 'A pl', lng_b: 'B pl' }, en: { lng_a: 'A en' } } });
    expect(i18n.t('lng_a', { lng: 'en' })).toBe('A en');
    expect(missingWarnings()).toHaveLength(0);
    expect(i18n.t('lng_b', { lng: 'en' })).toBe('B pl');
    expect(missingWarnings()).toHaveLength(1);
  });

  it('warns after the language changes to one that lacks the key', () => {
    const i18n = createI18n('pl', { translation: { pl: { chg_key: 'tekst' } } });
    expect(i18n.t('chg_key')).toBe('tekst');
    expect(missingWarnings()).toHaveLength(0);
    void i18n.changeLanguage('en');
    expect(i18n.t('chg_key')).toBe('tekst');
    expect(missingWarnings()).toHaveLength(1);
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n('pl', { translation: { pl: { summary: '{{phrase}} (wyniki: {{count}})' } } });
    expect(i18n.t('summary', { phrase: '<b>nova</b>', count: 3 })).toBe('<b>nova</b> (wyniki: 3)');
  });

  it('instances are independent (one per page view)', () => {
    const en = createI18n('en', { translation: { pl: { indep: 'PL' }, en: { indep: 'EN' } } });
    const pl = createI18n('pl', { translation: { pl: { indep: 'PL' }, en: { indep: 'EN' } } });
    expect(en.t('indep')).toBe('EN');
    expect(pl.t('indep')).toBe('PL');
    void pl.changeLanguage('en');
    expect(en.language).toBe('en');
    expect(createI18n('fr').language).toBe('fr');
  });
});

describe('addTranslations', () => {
  it('registers a namespace after creation', () => {
    const i18n = createI18n('en');
    addTranslations(i18n, 'careers', {
      pl: { add_empty: 'Brak ofert' },
      en: { add_empty: 'There are currently no job offers' },
    });
    expect(i18n.t('add_empty', { ns: 'careers' })).toBe('There are currently no job offers');
  });

  it('registers a namespace only once (a second registration does not overwrite it)', () => {
    const i18n = createI18n('en');
    addTranslations(i18n, 'once', { pl: { add_once: 'pierwszy' }, en: { add_once: 'first' } });
    addTranslations(i18n, 'once', { pl: { add_once: 'drugi' }, en: { add_once: 'second' } });
    expect(i18n.t('add_once', { ns: 'once' })).toBe('first');
  });

  it('a namespace without the language falls back to Polish with a warning', () => {
    const i18n = createI18n('fr');
    addTranslations(i18n, 'search', { pl: { add_placeholder: 'szukaj' } });
    expect(i18n.t('add_placeholder', { ns: 'search' })).toBe('szukaj');
    expect(missingWarnings()).toHaveLength(1);
  });
});

describe('useSiteTranslation', () => {
  function Texts() {
    const { t } = useSiteTranslation('content');
    return (
      <>
        <span data-testid="present">{t('rt_present')}</span>
        <span data-testid="missing">{t('rt_missing')}</span>
      </>
    );
  }

  it('shows the translation, or the Polish text with one warning for a missing key', () => {
    const i18n = createI18n('en', {
      content: { pl: { rt_present: 'obecny', rt_missing: 'Brak ofert pracy' }, en: { rt_present: 'present' } },
    });
    render(
      <SiteI18nProvider i18n={i18n}>
        <Texts />
      </SiteI18nProvider>,
    );
    expect(screen.getByTestId('present')).toHaveTextContent('present');
    expect(screen.getByTestId('missing')).toHaveTextContent('Brak ofert pracy');
    const warnings = missingWarnings().map(([message]) => String(message));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('rt_missing');
  });
});

describe('useRemoteTranslation', () => {
  function Notice() {
    const { t, i18n } = useRemoteTranslation('notice', {
      pl: { urt_title: 'Tłumaczenie w toku' },
      en: { urt_title: 'Translation in progress' },
    });
    return (
      <p>
        {t('urt_title')} ({i18n.language})
      </p>
    );
  }

  it("registers the remote's namespace on the page's instance and reads it in the page's language", () => {
    const en = createI18n('en');
    const { rerender } = render(
      <SiteI18nProvider i18n={en}>
        <Notice />
      </SiteI18nProvider>,
    );
    expect(screen.getByText('Translation in progress (en)')).toBeInTheDocument();
    expect(en.hasResourceBundle('en', 'notice')).toBe(true);

    rerender(
      <SiteI18nProvider i18n={createI18n('pl')}>
        <Notice />
      </SiteI18nProvider>,
    );
    expect(screen.getByText('Tłumaczenie w toku (pl)')).toBeInTheDocument();
  });

  it('keeps the same t function between renders of one language (safe in effect dependencies)', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useSiteTranslation('stable').t);
      return null;
    }
    const i18n = createI18n('pl');
    const { rerender } = render(
      <SiteI18nProvider i18n={i18n}>
        <Probe />
      </SiteI18nProvider>,
    );
    rerender(
      <SiteI18nProvider i18n={i18n}>
        <Probe />
      </SiteI18nProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
