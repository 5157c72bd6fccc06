import {
  consentCookieValue,
  FIRST_VISIT,
  isConsentCookieValue,
  visitorFromCookies,
  visitorVariant,
  VISITOR_COOKIES,
  writeVisitorCookie,
} from '../visitor';

describe('visitor facts from first-party cookies', () => {
  it('writes the accepted optional consent categories, or none', () => {
    expect(consentCookieValue({ functional: false, performance: false, advertising: false })).toBe('none');
    expect(consentCookieValue({ functional: true, performance: false, advertising: true })).toBe(
      'functional.advertising',
    );
    expect(consentCookieValue({ functional: true, performance: true, advertising: true })).toBe(
      'functional.performance.advertising',
    );
  });

  it.each(['none', 'performance', 'functional.performance.advertising', 'advertising.functional'])(
    'accepts the consent value %p as a choice',
    (value) => expect(isConsentCookieValue(value)).toBe(true),
  );

  it.each([undefined, '', 'all', 'none.functional', 'performance.performance', 'tracking', 'functional..advertising'])(
    'does not count the consent value %p as a choice',
    (value) => expect(isConsentCookieValue(value)).toBe(false),
  );

  it('reads a visitor from parsed cookies; other cookies do not matter', () => {
    expect(visitorFromCookies({})).toEqual(FIRST_VISIT);
    expect(visitorFromCookies({ [VISITOR_COOKIES.consent]: 'none', other: 'x' })).toEqual({
      consentChosen: true,
      englishNoticeDismissed: false,
    });
    expect(visitorFromCookies({ [VISITOR_COOKIES.englishNotice]: 'false' })).toEqual({
      consentChosen: false,
      englishNoticeDismissed: true,
    });
    expect(visitorFromCookies({ [VISITOR_COOKIES.englishNotice]: 'true' }).englishNoticeDismissed).toBe(false);
  });

  it('names each of the four variants differently, for page caches', () => {
    const variants = [false, true].flatMap((consentChosen) =>
      [false, true].map((englishNoticeDismissed) => visitorVariant({ consentChosen, englishNoticeDismissed })),
    );
    expect(new Set(variants).size).toBe(4);
    expect(visitorVariant(FIRST_VISIT)).toBe('c0n0');
  });

  it('writes a first-party cookie for a year with SameSite=Lax, and removes it with an empty value', () => {
    const target = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    writeVisitorCookie(VISITOR_COOKIES.consent, 'performance', target);
    expect(target.cookie).toBe('ef_consent=performance; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    writeVisitorCookie(VISITOR_COOKIES.consent, '', target);
    expect(target.cookie).toBe('ef_consent=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('document.cookie keeps what the browser would send back', () => {
    writeVisitorCookie(VISITOR_COOKIES.englishNotice, 'false');
    expect(document.cookie).toContain('ef_english_notice=false');
    writeVisitorCookie(VISITOR_COOKIES.englishNotice, '');
    expect(document.cookie).not.toContain('ef_english_notice');
  });
});
