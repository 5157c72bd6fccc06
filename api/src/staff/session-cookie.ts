// The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/, and
// on an https back office Secure with the __Host- prefix (the browser then accepts it only from that exact host,
// over https, for the whole site: no sibling subdomain can plant or shadow it).
export interface CookieRules {
  name: string;
  secure: boolean;
}

export function cookieRulesFor(adminOrigin: string): CookieRules {
  const secure = new URL(adminOrigin).protocol === 'https:';
  return { name: secure ? '__Host-staff_session' : 'staff_session', secure };
}

export function sessionCookie(rules: CookieRules, value: string, maxAgeS: number): string {
  return [
    `${rules.name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(rules.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Tells the browser to forget the cookie. */
export const clearedSessionCookie = (rules: CookieRules): string => sessionCookie(rules, '', 0);

/** The cookie's value in a Cookie header, if there. */
export function readSessionCookie(rules: CookieRules, header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === rules.name) return value.join('=') || undefined;
  }
  return undefined;
}
