// The site's settings for admins: GET and PUT /api/admin/site-settings. A change reaches every page of the site at
// once (content/site-settings.ts).
import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '@ergoforma/shared-contracts';

const settingsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { englishNotice: { type: 'boolean' } },
} as const;

export async function siteSettingsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/site-settings', { config: { access: 'settings' } }, async () => app.contentService.siteSettings());
  app.put<{ Body: Partial<SiteSettings> }>(
    '/site-settings',
    { config: { access: 'settings' }, schema: { body: settingsBody } },
    async (request) => app.contentService.changeSiteSettings(request.body),
  );
}
