// GET /api/admin/translation-status: per kind of catalogue record and language (en, fr), the texts translated out of
// those with a Polish text, and the untranslated ones with the back-office path of their record (content/).
import type { FastifyInstance } from 'fastify';

export async function translationStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get('/translation-status', { config: { access: 'catalogue' } }, async () =>
    app.contentService.translationStatus(),
  );
}
