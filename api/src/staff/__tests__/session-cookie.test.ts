import { clearedSessionCookie, cookieRulesFor, readSessionCookie, sessionCookie } from '../session-cookie';

describe('the session cookie', () => {
  it('is Secure with the __Host- prefix on an https back office, and neither on http (local)', () => {
    expect(sessionCookie(cookieRulesFor('https://admin.ergoforma.pl'), 'abc', 43200)).toBe(
      '__Host-staff_session=abc; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionCookie(cookieRulesFor('http://localhost:3010'), 'abc', 43200)).toBe(
      'staff_session=abc; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict',
    );
    expect(clearedSessionCookie(cookieRulesFor('http://localhost:3010'))).toMatch(
      /^staff_session=; Path=\/; Max-Age=0;/,
    );
  });

  it('is read from its own name only', () => {
    const rules = cookieRulesFor('https://admin.ergoforma.pl');
    expect(readSessionCookie(rules, 'staff_session=plain; __Host-staff_session=right; other=x')).toBe('right');
    expect(readSessionCookie(rules, 'staff_session=plain')).toBeUndefined();
    expect(readSessionCookie(rules, undefined)).toBeUndefined();
  });
});
