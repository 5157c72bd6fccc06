// Signed preview links of drafts: made for one person and one saved state of one draft, valid for 30 minutes. The
// token is `claim.signature`, both base64url: the claim names the kind, record, the draft's saved-at, the staff account
// and the expiry; the signature is HMAC-SHA256 of the claim with the preview secret. A draft saved again (or published,
// or discarded) makes its links stale. Tokens are secrets: never logged (the shell and the API redact them).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PUBLISHABLE, type PublishableResource } from '../publishing/publishable';

export const PREVIEW_LINK_TTL_MS = 30 * 60_000;

export interface PreviewClaim {
  /** The kind's name in the site's preview address (PUBLISHABLE). */
  kind: PublishableResource;
  id: number;
  /** The draft's saved-at: the state the link shows. */
  savedAt: string;
  /** Who asked for the link. */
  accountId: number;
  /** Milliseconds since the epoch. */
  expires: number;
}

export interface PreviewLinkSettings {
  /** PREVIEW_SECRET; without it a random secret of this process (links then die with it and work on it alone). */
  secret?: string;
  /** The public site's origin, e.g. https://www.ergoforma.pl. */
  siteOrigin: string;
  now?: () => Date;
}

const PREFIXES: Record<string, string> = { pl: '', en: '/en', fr: '/fr' };

export class PreviewLinks {
  private readonly secret: Buffer;
  readonly now: () => Date;

  constructor(private readonly settings: PreviewLinkSettings) {
    this.secret = settings.secret === undefined ? randomBytes(32) : Buffer.from(settings.secret, 'utf8');
    this.now = settings.now ?? (() => new Date());
  }

  private sign(claim: string): Buffer {
    return createHmac('sha256', this.secret).update(claim).digest();
  }

  token(claim: Omit<PreviewClaim, 'expires'>): { token: string; expires: number } {
    const expires = this.now().getTime() + PREVIEW_LINK_TTL_MS;
    const encoded = Buffer.from(JSON.stringify({ ...claim, expires })).toString('base64url');
    return { token: `${encoded}.${this.sign(encoded).toString('base64url')}`, expires };
  }

  /** The site's preview address of `claim` in each language. */
  links(claim: Omit<PreviewClaim, 'expires'>): { urls: Record<string, string>; expires: string } {
    const { token, expires } = this.token(claim);
    const urls = Object.fromEntries(
      Object.entries(PREFIXES).map(([locale, prefix]) => [
        locale,
        `${this.settings.siteOrigin}${prefix}/preview/${PUBLISHABLE[claim.kind].kind}/${claim.id}?draft=${token}`,
      ]),
    );
    return { urls, expires: new Date(expires).toISOString() };
  }

  /** The claim of a genuine, unexpired token; null for anything else. */
  verify(token: string): PreviewClaim | null {
    const [encoded, signature, ...rest] = token.split('.');
    if (encoded === undefined || signature === undefined || rest.length > 0) return null;
    // Compared as text: base64url has several spellings of the same bytes, and only the one made here is genuine.
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(encoded).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claim = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as PreviewClaim;
    return claim.expires > this.now().getTime() ? claim : null;
  }
}
