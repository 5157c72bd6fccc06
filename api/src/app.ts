// Builds the API: database (migrated, content loaded from the fixtures), media files, routes, locale
// negotiation and error answers. main.ts starts it; tests drive it with app.inject().
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Locale } from '@ergoforma/shared-contracts';
import { openContentStore } from './db';
import { registerErrorHandlers } from './http/errors';
import { parseQueryString } from './http/query-string';
import { DEFAULT_LOCALE, negotiateLocale } from './lib/locale';
import { generateMedia } from './media/generate-media';
import { healthRoutes } from './routes/health';
import { jobOfferRoutes } from './routes/job-offers';
import { mediaRoutes } from './routes/media';
import { menuRoutes } from './routes/menus';
import { pageRoutes } from './routes/pages';
import { productCategoryRoutes } from './routes/product-categories';
import { productTagRoutes } from './routes/product-tags';
import { productRoutes } from './routes/products';
import { searchRoutes } from './routes/search';
import { sitemapNodeRoutes } from './routes/sitemap-nodes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's language (Accept-Locale, else Accept-Language, else pl). */
    locale: Locale;
  }
}

/** The api package folder (this file is in src/ or dist/). */
export const API_ROOT = path.resolve(__dirname, '..');

export interface BuildAppOptions {
  /** SQLite file; created, migrated and filled with the fixtures on start. */
  databasePath: string;
  logger?: FastifyServerOptions['logger'];
  /** Content fixtures; default api/fixtures. */
  fixturesDir?: string;
  /** Where media files are generated and served from; default: a 'media' folder next to the database. */
  mediaDir?: string;
  /** Origins allowed to call the API from a browser; default any ('*'): the content is public and read-only. */
  corsOrigins?: string[] | '*';
  /** Trust X-Forwarded-* from a reverse proxy. */
  trustProxy?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const fixturesDir = options.fixturesDir ?? path.join(API_ROOT, 'fixtures');
  const mediaDir = options.mediaDir ?? path.join(path.dirname(path.resolve(options.databasePath)), 'media');

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 300 },
    ajv: {
      // Unknown parameters must be rejected (additionalProperties: false), not silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  });

  const store = openContentStore({ databasePath: options.databasePath, fixturesDir });
  app.addHook('onClose', async () => store.close());
  app.log.info({ migrations: store.migrations, content: store.content }, 'database ready');
  try {
    const media = await generateMedia(fixturesDir, mediaDir);
    app.log.info({ mediaDir, ...media }, 'media ready');
  } catch (error) {
    store.close();
    throw error;
  }

  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request, reply) => {
    const acceptLocale = request.headers['accept-locale'];
    request.locale = negotiateLocale(typeof acceptLocale === 'string' ? acceptLocale : acceptLocale?.[0], request.headers['accept-language']);
    if (request.url.startsWith('/api/')) {
      reply.header('Content-Language', request.locale).header('Vary', 'Accept-Locale, Accept-Language');
    }
  });

  await app.register(cors, {
    origin: options.corsOrigins ?? '*',
    methods: ['GET', 'HEAD'],
    exposedHeaders: ['Content-Language'],
    maxAge: 86400,
  });

  registerErrorHandlers(app);
  const routeOptions = { repository: store.repository };
  await app.register(healthRoutes, routeOptions);
  await app.register(sitemapNodeRoutes, routeOptions);
  await app.register(menuRoutes, routeOptions);
  await app.register(pageRoutes, routeOptions);
  await app.register(productCategoryRoutes, routeOptions);
  await app.register(productTagRoutes, routeOptions);
  await app.register(productRoutes, routeOptions);
  await app.register(jobOfferRoutes, routeOptions);
  await app.register(searchRoutes, routeOptions);
  await app.register(mediaRoutes, { mediaDir });
  return app;
}
