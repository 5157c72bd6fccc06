// Everything of the back office the API runs: its routes under /api/admin, their own OpenAPI document
// (/api/admin/docs.json, for signed-in staff; the public document leaves them out), and the daily removal of audit
// entries past their retention.
import swagger from '@fastify/swagger';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ContentStore } from '../../db';
import type { StaffMail } from '../../mail/staff-mail';
import { purgeAudit } from '../../staff/audit-log';
import type { SessionSettings } from '../../staff/sessions';
import { staffDb, type StaffDb } from '../../staff/staff-tables';
import { ADMIN_PREFIX, adminRoutes } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    adminSwagger: FastifyInstance['swagger'];
  }
}

/** The back office's origin when nothing else is configured. */
export const DEFAULT_ADMIN_ORIGIN = 'http://localhost:3010';
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;
const DAY_MS = 86_400_000;

export interface BackOfficeOptions {
  /** ADMIN_ORIGIN: where the back office is served; the only Origin its unsafe requests may carry. */
  adminOrigin?: string;
  sessions?: SessionSettings;
  /** Days audit entries are kept (AUDIT_LOG_RETENTION_DAYS). */
  auditRetentionDays?: number;
  /** The clock (tests). */
  now?: () => Date;
  /** Where the media library writes its files (default: the API's media folder). */
  mediaDir?: string;
  /** The password reset e-mail's transport and sender (the form e-mails' ones). */
  mail?: StaffMail;
  /** The site's own origins: links to them are internal (the link checker). */
  siteOrigins?: readonly string[];
}

const isAdminUrl = (url: string): boolean => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

/** For the public OpenAPI document: the back-office routes are not listed there. */
export function hideAdminRoutes({ schema, url }: { schema: object; url: string }): { schema: object; url: string } {
  return { schema: isAdminUrl(url) ? { ...schema, hide: true } : schema, url };
}

function scheduleAuditPurge(db: StaffDb, days: number, log: FastifyBaseLogger) {
  const run = (): void => {
    purgeAudit(db, new Date(), days).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, 'old audit entries removed');
      },
      (error: unknown) => log.error({ err: error }, 'audit retention failed'),
    );
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export async function registerBackOffice(
  app: FastifyInstance,
  store: Pick<ContentStore, 'db' | 'engine' | 'contentService'>,
  options: BackOfficeOptions & { mediaDir: string },
  apiVersion: string,
): Promise<void> {
  const staff = staffDb(store.db);
  await app.register(swagger, {
    decorator: 'adminSwagger',
    openapi: {
      info: {
        title: 'Ergoforma back-office API',
        version: apiVersion,
        description:
          'Staff accounts, sessions and the audit log. Every unsafe request needs the Origin of the back office and ' +
          'a JSON body; operations are tagged with the area of the role matrix that may call them.',
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: isAdminUrl(url)
        ? { ...schema, tags: [String(route.config?.access ?? 'none')] }
        : { ...schema, hide: true },
      url,
    }),
  });
  await app.register(adminRoutes, {
    prefix: ADMIN_PREFIX,
    db: staff,
    content: { db: store.db, engine: store.engine, service: store.contentService },
    adminOrigin: options.adminOrigin ?? DEFAULT_ADMIN_ORIGIN,
    sessions: options.sessions,
    now: options.now,
    mediaDir: options.mediaDir,
    mail: options.mail,
    siteOrigins: options.siteOrigins ?? [],
  });
  let purge: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    purge = scheduleAuditPurge(staff, options.auditRetentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS, app.log);
  });
  app.addHook('preClose', async () => purge?.stop());
}
