// Builds the API: database (migrated, content loaded from the fixtures), media files, routes, locale
// negotiation and error answers. main.ts starts it; tests drive it with app.inject().
import path from 'node:path';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Locale } from '@ergoforma/shared-contracts';
import { listRedirects } from './content/address-redirects';
import { contentChangesSince, withHistory } from './content/content-history';
import type { ContentService } from './content/content-service';
import { PreviewLinks, type PreviewLinkSettings } from './content/drafts-preview';
import { openContentStore } from './db';
import { formRoutes } from './forms';
import { DEFAULT_RETENTION_DAYS, scheduleRetention, type RetentionDays } from './forms/retention';
import { registerContentKeys } from './http/content-keys';
import { registerCors } from './http/cors';
import { registerErrorHandlers } from './http/errors';
import { finiteNumberValidatorCompiler } from './http/finite-numbers';
import { recordRequestMetrics, registry } from './http/metrics';
import { parseQueryString } from './http/query-string';
import { DEFAULT_SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from '@ergoforma/shared-contracts/server';
import { DEFAULT_LOCALE, negotiateLocale } from './lib/locale';
import { DeliveryWorker, type DeliveryWorkerOptions } from './mail/delivery-worker';
import { registerOutboxMetrics } from './mail/outbox-metrics';
import type { StaffMail } from './mail/staff-mail';
import { generateMedia } from './media/generate-media';
import { collectionRoutes } from './routes/collections';
import { contentChangesRoutes } from './routes/content-changes';
import { healthRoutes } from './routes/health';
import { mechanismRoutes } from './routes/mechanisms';
import { mediaRoutes } from './routes/media';
import { pageRoutes } from './routes/pages';
import { companyRoutes } from './routes/company';
import { postRoutes } from './routes/posts';
import { previewRoutes } from './routes/preview';
import { productPdfRoutes } from './routes/product-pdf';
import { productRoutes } from './routes/products';
import { redirectRoutes } from './routes/redirects';
import { hideAdminRoutes, registerBackOffice, type BackOfficeOptions } from './routes/admin/back-office';
import { searchRoutes } from './routes/search';
import { staffMailComposer } from './staff/staff-mail-composer';
import { staffDb } from './staff/staff-tables';
import { siteSettingsRoutes } from './routes/site-settings';
import { DEFAULT_SCHEDULE_PERIOD_MS, Schedules, startScheduleRunner } from './publishing/schedules';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's language (Accept-Locale, else Accept-Language, else pl). */
    locale: Locale;
  }
  interface FastifyInstance {
    /** The one way to change the content (content/content-service.ts), for the back-office routes. */
    contentService: ContentService;
    /** Makes and checks the signed preview links of drafts. */
    previewLinks: PreviewLinks;
  }
}

/** Browser and proxy caching of successful content answers. */
const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const API_VERSION: string = (require('../package.json') as { version: string }).version;

/** The site's origin when nothing else is configured: the shell of `npm start`. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/** The api package folder (this file is in src/ or dist/). */
export const API_ROOT = path.resolve(__dirname, '..');

export interface BuildAppOptions {
  /** SQLite file; created, migrated and filled with the fixtures on start. Media and uploads default next to it. */
  databasePath: string;
  /** postgres://... : PostgreSQL instead of the SQLite file, for several API replicas on one database. */
  databaseUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Content fixtures; default api/fixtures. */
  fixturesDir?: string;
  /** Where media files are generated and served from; default: a 'media' folder next to the database. */
  mediaDir?: string;
  /** The site's own origins: the only ones whose pages may POST (plain GETs are open to any origin). */
  siteOrigins?: string[];
  /**
   * Whose X-Forwarded-For to believe: exactly the proxy hops in front of the API (Fastify's trustProxy: addresses,
   * CIDRs or names such as 'loopback'). The client address (form limit, stored submissions) is the first address
   * in that header that is not one of them. Default: none.
   */
  trustProxy?: boolean | string;
  /** How long to wait for a client (default DEFAULT_SERVER_TIMEOUTS). */
  timeouts?: ServerTimeouts;
  /** Where accepted form uploads are stored; default: an 'uploads' folder next to the database. */
  uploadsDir?: string;
  /** Form submissions accepted per client address and window (default in forms/). */
  formRateLimit?: { max: number; timeWindowMs: number };
  /** Secret that unlocks the preview of unpublished pages and posts; without it previews are off. */
  previewToken?: string;
  /** Signed preview links of drafts (content/drafts-preview.ts): their secret, the site's origin, the clock. */
  previewLinks?: Partial<PreviewLinkSettings>;
  /** Days each form's submissions are kept (forms/retention.ts); default 180 for job applications, 365 for the rest. */
  retentionDays?: RetentionDays;
  /** E-mail notifications of form submissions (mail/); without it they wait in the outbox. */
  mail?: Pick<DeliveryWorkerOptions, 'transport' | 'settings' | 'retry' | 'pollIntervalMs' | 'leaseMs' | 'batchSize'>;
  /** How often due scheduled publishing is performed (publishing/schedules.ts); default 15 s. */
  schedulePeriodMs?: number;
  /** The back-office API under /api/admin (routes/admin/): its origin, session lengths, audit retention. */
  staff?: BackOfficeOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const fixturesDir = options.fixturesDir ?? path.join(API_ROOT, 'fixtures');
  const mediaDir = options.mediaDir ?? path.join(path.dirname(path.resolve(options.databasePath)), 'media');

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    ...timeoutOptions(options.timeouts ?? DEFAULT_SERVER_TIMEOUTS),
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 300 },
    schemaController: { compilersFactory: { buildValidator: finiteNumberValidatorCompiler() } },
    ajv: {
      // Unknown parameters must be rejected (additionalProperties: false), not silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  });

  const store = await openContentStore({
    databasePath: options.databasePath,
    databaseUrl: options.databaseUrl,
    fixturesDir,
  });
  app.addHook('onClose', () => store.close());
  app.log.info({ migrations: store.migrations, content: store.content }, 'database ready');
  try {
    const media = await generateMedia(fixturesDir, mediaDir);
    const files = await store.measureFiles(mediaDir);
    app.log.info({ mediaDir, ...media, productFiles: files.measured }, 'media ready');
    if (files.missing.length > 0)
      app.log.warn({ missing: files.missing }, 'product files missing from the media folder');
  } catch (error) {
    await store.close();
    throw error;
  }

  app.decorate('contentService', store.contentService);
  const previewLinks = new PreviewLinks({ siteOrigin: DEFAULT_SITE_ORIGIN, ...options.previewLinks });
  app.decorate('previewLinks', previewLinks);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request, reply) => {
    const acceptLocale = request.headers['accept-locale'];
    request.locale = negotiateLocale(
      typeof acceptLocale === 'string' ? acceptLocale : acceptLocale?.[0],
      request.headers['accept-language'],
    );
    if (request.url.startsWith('/api/')) {
      reply.header('Content-Language', request.locale).header('Vary', 'Accept-Locale, Accept-Language');
    }
  });

  recordRequestMetrics(app);
  // nosniff on every answer (clients take JSON as JSON, images as images); no page-only headers (CSP, HSTS, COOP):
  // the API serves data, reached through the shell or the internal network.
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Every answer carries an ETag of its body (weak: the compressed and plain bytes are the same answer), and a
  // matching If-None-Match gets a 304 without the body. Registered before compression, so it hashes the JSON.
  await app.register(etag, { weak: true });
  // JSON and other text answers go out compressed (brotli, else gzip) when the client accepts it.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await registerCors(app, options.siteOrigins ?? [DEFAULT_SITE_ORIGIN]);

  registerContentKeys(app);

  // Content changes only when the API restarts with new fixtures: shared caches may keep answers briefly.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('Cache-Control')) return;
    const cacheable = (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;
    reply.header('Cache-Control', cacheable ? CONTENT_CACHE_CONTROL : 'no-store');
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ergoforma content API',
        version: API_VERSION,
        description: 'Catalogue and site content of the Ergoforma website. Send Accept-Locale: pl | en | fr.',
      },
    },
    transform: hideAdminRoutes,
  });
  app.get('/api/docs.json', { schema: { hide: true } }, async () => app.swagger());

  registerErrorHandlers(app);
  const routeOptions = { repository: store.repository };
  await app.register(healthRoutes, routeOptions);
  await app.register(contentChangesRoutes, {
    changesSince: (version: number) => contentChangesSince(withHistory(store.db), version),
  });
  await app.register(redirectRoutes, {
    list: async () => (await listRedirects(withHistory(store.db), { offset: 0, limit: null })).redirects,
  });
  await app.register(collectionRoutes, routeOptions);
  await app.register(companyRoutes);
  await app.register(siteSettingsRoutes);
  await app.register(pageRoutes, routeOptions);
  await app.register(postRoutes, routeOptions);
  await app.register(productRoutes, routeOptions);
  await app.register(mechanismRoutes, routeOptions);
  await app.register(searchRoutes, routeOptions);
  await app.register(previewRoutes, {
    db: store.db,
    engine: store.engine,
    service: store.contentService,
    links: previewLinks,
    previewToken: options.previewToken,
  });
  await app.register(productPdfRoutes, { ...routeOptions, mediaDir });
  const uploadsDir = options.uploadsDir ?? path.join(path.dirname(path.resolve(options.databasePath)), 'uploads');
  const worker = options.mail
    ? new DeliveryWorker({
        ...options.mail,
        outbox: store.outbox,
        submissions: store.submissions,
        log: app.log,
        staffMail: staffMailComposer({
          db: staffDb(store.db),
          adminOrigin: options.mail.settings.adminOrigin,
          from: options.mail.settings.from,
          now: options.staff?.now,
        }),
      })
    : null;
  if (worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', () => worker.stop());
  }
  registerOutboxMetrics(registry, store.outbox);
  let retention: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    retention = scheduleRetention({
      submissions: store.submissions,
      uploadsDir,
      days: options.retentionDays ?? DEFAULT_RETENTION_DAYS,
      log: app.log,
    });
  });
  app.addHook('preClose', async () => retention?.stop());
  let scheduleRunner: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    scheduleRunner = startScheduleRunner(new Schedules(store.db, store.contentService), {
      periodMs: options.schedulePeriodMs ?? DEFAULT_SCHEDULE_PERIOD_MS,
      log: app.log,
    });
  });
  app.addHook('preClose', async () => scheduleRunner?.stop());
  await app.register(formRoutes, {
    submissions: store.submissions,
    uploadsDir,
    rateLimit: options.formRateLimit,
    rateLimitStore: store.rateLimitStore,
    onStored: () => worker?.nudge(),
  });
  await app.register(mediaRoutes, { mediaDir });
  app.decorate('inboxSettings', { uploadsDir, retentionDays: options.retentionDays ?? DEFAULT_RETENTION_DAYS });
  const staffMail: StaffMail = {
    async queue(request) {
      await store.outbox.enqueueStaffMail(request, new Date());
      worker?.nudge();
    },
  };
  await registerBackOffice(
    app,
    store,
    { mediaDir, mail: staffMail, siteOrigins: options.siteOrigins ?? [DEFAULT_SITE_ORIGIN], ...options.staff },
    API_VERSION,
  );
  return app;
}
