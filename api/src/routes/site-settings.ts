// GET /api/site_settings (docs/api.md#site-settings): the settings staff change in the back office that the site
// follows, e.g. whether English pages show the English notice. Its answer carries the key 'site-settings'.
import type { FastifyInstance } from 'fastify';
import { noQuerystring } from '../http/schemas';

export async function siteSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/site_settings', { schema: { querystring: noQuerystring } }, async () =>
    app.contentService.siteSettings(),
  );
}
