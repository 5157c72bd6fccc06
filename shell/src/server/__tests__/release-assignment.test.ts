// Which version set a request asks for (docs/deployment.md#canary-releases): the bucket cookie of a browser, never
// for crawlers or without a cookie, and the pins of a valid pin cookie.
import { keepReleaseBucket } from '../../client/release-bucket';
import { signPins } from '../pin-link';
import { versionChoiceOf } from '../release-assignment';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('versionChoiceOf', () => {
  it('takes the bucket a browser drew, and nothing from a request without cookies', () => {
    expect(versionChoiceOf({ cookie: 'ef_consent=none; ef_release=7', 'user-agent': BROWSER }, undefined)).toEqual({
      bucket: 7,
    });
    expect(versionChoiceOf({ 'user-agent': BROWSER }, undefined)).toEqual({});
  });

  it('gives crawlers and malformed buckets the stable versions', () => {
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'facebookexternalhit/1.1', 'curl/8.5.0'])
      expect(versionChoiceOf({ cookie: 'ef_release=3', 'user-agent': agent }, undefined)).toEqual({});
    for (const value of ['100', '-1', '3.5', 'abc', '0x1', ''])
      expect(versionChoiceOf({ cookie: `ef_release=${value}`, 'user-agent': BROWSER }, undefined)).toEqual({});
  });

  it('adds the pins of a valid pin cookie only', () => {
    const token = signPins({ catalogue: '1.1.0' }, new Date(Date.now() + 60_000), 'secret');
    expect(versionChoiceOf({ cookie: `ef_pin=${token}` }, 'secret')).toEqual({ pins: { catalogue: '1.1.0' } });
    expect(versionChoiceOf({ cookie: `ef_pin=${token}` }, 'another')).toEqual({});
    expect(versionChoiceOf({ cookie: `ef_pin=${token}` }, undefined)).toEqual({});
  });
});

describe('keepReleaseBucket', () => {
  const browser = (cookie = '', protocol = 'https:') => ({ cookie, location: { protocol } }) as unknown as Document;

  it('draws a bucket once, as a first-party cookie for a year', () => {
    const page = browser();
    keepReleaseBucket(page, () => 0.427);
    expect(page.cookie).toBe('ef_release=42; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    const returning = browser('ef_consent=none; ef_release=5');
    keepReleaseBucket(returning, () => 0.9);
    expect(returning.cookie).toBe('ef_consent=none; ef_release=5');
  });

  it('spreads the buckets evenly over 0 to 99', () => {
    const buckets = new Set<number>();
    for (let draw = 0; draw < 100; draw += 1) {
      const page = browser('', 'http:');
      keepReleaseBucket(page, () => (draw + 0.5) / 100);
      buckets.add(Number(/ef_release=(\d+)/.exec(page.cookie)![1]));
    }
    expect(buckets.size).toBe(100);
  });
});
