// What the inbox needs of the API beyond the back office's context: where uploads are stored and how long each
// form's submissions are kept (the API decorates itself with these in app.ts).
import type { RetentionDays } from '../../../forms/retention';

export interface InboxSettings {
  uploadsDir: string;
  retentionDays: RetentionDays;
}

declare module 'fastify' {
  interface FastifyInstance {
    inboxSettings: InboxSettings;
  }
}
