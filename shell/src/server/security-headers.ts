// Security headers. Every answer of the shell gets helmet's (nosniff, Referrer-Policy, Cross-Origin-Opener-Policy,
// X-Frame-Options, HSTS on https) plus a Permissions-Policy; HTML pages also get a Content-Security-Policy that
// names the hashes of the page's inline elements (written by the page route, since it depends on the page; a 304
// carries none, so the browser keeps the policy that matches the page it kept).
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { InlineHashes } from './html-document';

/** Browser features the site never uses: denied to the page and to anything it might embed. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, publicOrigin: string): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    // The site's pages are not embedded anywhere (frame-ancestors 'none' in the CSP says the same).
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicOrigin.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}

export interface ContentSecurityPolicyInput {
  /** The page's inline scripts and styles (html-document.ts). */
  inline: InlineHashes;
  /** Origins the remotes' browser code, styles, fonts and images come from. */
  remoteOrigins: string[];
  https: boolean;
}

/**
 * The page's policy. Scripts: only the page's inline bootstrap, by its hash, and what it loads ('strict-dynamic':
 * the shell's entry, webpack chunks and the remotes' entries, which the federation runtime inserts). No nonce: the
 * same page with the same policy can be served from a shared cache to everyone and stays as strict. Styles: the
 * shell's own, the remotes' stylesheets, the inline design tokens and the stylesheets inlined in the head (by
 * hash); style attributes (a few server-rendered positions and colours) are allowed as attributes only, which
 * cannot run code.
 */
export function contentSecurityPolicy({ inline, remoteOrigins, https }: ContentSecurityPolicyInput): string {
  const remotes = remoteOrigins.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${[...inline.scripts, "'strict-dynamic'"].join(' ')}`,
    `style-src ${["'self'", ...inline.styles, ...remoteOrigins].join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${remotes}`,
    `font-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
