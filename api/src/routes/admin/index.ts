// The back-office API under /api/admin: JSON only, every unsafe request refused unless it comes from the back
// office's own origin (the session cookie is SameSite=Strict too; this is the second wall against cross-site
// requests), every route's access rule checked on the server before its body is even read, and never cached.
// A route registered here without an access rule stops the API from starting (staff/roles.ts has the matrix).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import type { StaffMail } from '../../mail/staff-mail';
import { relyingPartyOf } from '../../staff/passkeys';
import { mayEnter } from '../../staff/roles';
import { cookieRulesFor, readSessionCookie } from '../../staff/session-cookie';
import { DEFAULT_SESSION_SETTINGS, resolveSession, type SessionSettings } from '../../staff/sessions';
import type { StaffDb } from '../../staff/staff-tables';
import type { AdminContent, AdminContext } from './admin-context';
import { accountRoutes } from './account-routes';
import { auditRoutes } from './audit-routes';
import { draftRoutes } from './draft-routes';
import { companyAdminRoutes } from './company-routes';
import { historyRoutes } from './history-routes';
import { mediaRoutes } from './media-routes';
import { productRoutes } from './catalogue/product-routes';
import { inboxArea } from './inbox';
import { legacyRedirectRoutes } from './legacy-redirect-routes';
import { linkCheckRoutes } from './link-check-routes';
import { publishingRoutes } from './publishing-routes';
import { recordRoutes } from './record-routes';
import { recordUsesRoutes } from './record-uses-routes';
import { scheduleRoutes } from './schedule-routes';
import { translationStatusRoutes } from './catalogue/translation-status-routes';
import { siteSettingsAdminRoutes } from './site-settings-routes';
import { sessionRoutes } from './session-routes';
import { selfRoutes } from './self-routes';

export const ADMIN_PREFIX = '/api/admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The largest JSON body a back-office request may carry. */
const BODY_LIMIT = 256 * 1024;

export interface AdminRouteOptions {
  db: StaffDb;
  content: AdminContent;
  adminOrigin: string;
  sessions?: SessionSettings;
  now?: () => Date;
  mediaDir: string;
  mail?: StaffMail;
  siteOrigins: readonly string[];
}

export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  const context: AdminContext = {
    db: options.db,
    content: options.content,
    now: options.now ?? (() => new Date()),
    adminOrigin: options.adminOrigin,
    rp: relyingPartyOf(options.adminOrigin),
    cookie: cookieRulesFor(options.adminOrigin),
    sessions: options.sessions ?? DEFAULT_SESSION_SETTINGS,
    mediaDir: options.mediaDir,
    mail: options.mail ?? null,
    siteOrigins: options.siteOrigins,
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} has no access rule (config.access)`);
    }
  });

  // JSON bodies only: a form post or a text/plain body (what a cross-site form can send) is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && request.headers.origin !== context.adminOrigin) {
      throw new HttpError(403, 'Back-office changes are accepted from the back office only');
    }
    const access = request.routeOptions.config.access;
    if (access === undefined) return; // no such route: the 404
    const cookie = readSessionCookie(context.cookie, request.headers.cookie);
    request.staff =
      cookie === undefined
        ? null
        : ((await resolveSession(context.db, cookie, context.now(), context.sessions)) ?? null);
    if (access === 'public') return;
    if (request.staff === null) throw new HttpError(401, 'Sign in first');
    if (!mayEnter(request.staff.account.role, access))
      throw new HttpError(403, 'Your role does not give access to this');
  });

  await app.register(sessionRoutes, context);
  await app.register(selfRoutes, context);
  await app.register(accountRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(historyRoutes, context);
  await app.register(mediaRoutes, context);
  await app.register(productRoutes, context);
  await app.register(inboxArea, context);
  await app.register(recordRoutes);
  await app.register(linkCheckRoutes, context);
  await app.register(recordUsesRoutes, context);
  await app.register(translationStatusRoutes);
  await app.register(siteSettingsAdminRoutes);
  await app.register(publishingRoutes, context);
  await app.register(scheduleRoutes, context);
  await app.register(draftRoutes, context);
  await app.register(companyAdminRoutes);
  await app.register(legacyRedirectRoutes, context);
  // The back-office API's own OpenAPI document (the public one at /api/docs.json leaves these routes out).
  app.get('/docs.json', { config: { access: 'self' } }, async () => app.adminSwagger());
}
