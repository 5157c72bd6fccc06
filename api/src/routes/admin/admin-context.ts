// What every back-office route works with: the staff tables, the content (read with its query builder, written
// through the content service only), the clock, the back office's origin, the session and cookie rules; and each
// route's access rule (config.access) and the request's session (request.staff).
import type { ContentService } from '../../content/content-service';
import type { Engine, QueryDb } from '../../db';
import type { StaffMail } from '../../mail/staff-mail';
import type { StaffDb } from '../../staff/staff-tables';
import type { RelyingParty } from '../../staff/passkeys';
import type { Access } from '../../staff/roles';
import type { CookieRules } from '../../staff/session-cookie';
import type { ActiveSession, SessionSettings } from '../../staff/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: the area of the role matrix it belongs to, or 'public' (staff/roles.ts). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The back-office session of the request, if it carries a live one (routes/admin/ only). */
    staff: ActiveSession | null;
  }
}

/** The content as the back office sees it: read with `db`, changed with `service`. */
export interface AdminContent {
  db: QueryDb;
  engine: Engine;
  service: ContentService;
}

export interface AdminContext {
  db: StaffDb;
  content: AdminContent;
  now(): Date;
  /** The back office's origin (ADMIN_ORIGIN): the only Origin accepted on unsafe requests. */
  adminOrigin: string;
  rp: RelyingParty;
  cookie: CookieRules;
  sessions: SessionSettings;
  /** The media folder served under /media, where the media library writes its files. */
  mediaDir: string;
  /** How the password reset e-mail leaves; null without SMTP_URL (no link is sent then). */
  mail: StaffMail | null;
  /** The site's own origins: a link to one of them is internal. */
  siteOrigins: readonly string[];
}

/** The signed-in person of a route that is not public (the access hook guarantees one). */
export function signedIn(request: { staff: ActiveSession | null }): ActiveSession {
  if (request.staff === null) throw new Error('route without a session rule');
  return request.staff;
}
