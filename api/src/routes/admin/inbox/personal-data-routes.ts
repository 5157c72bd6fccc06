// A person's data by their e-mail address, for the roles of the careers area (admin, hr): what is held (the list a
// confirmation names), the export (a ZIP) and the erasure. Each acts on the forms the person's role sees: hr on job
// applications only, admin on every form. The address travels in the body, never in an address a log could keep.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type AuditAction } from '../../../staff/audit-log';
import { signedIn, type AdminContext } from '../admin-context';
import { formsOf } from './inbox-store';
import { emailHash, erasePersonalData, exportArchive, findPersonalData, type PersonalData } from './personal-data';
import './inbox-settings';

const emailBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
} as const;

type EmailRequest = FastifyRequest<{ Body: { email: string } }>;

export async function personalDataRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context;
  const options = { config: { access: 'careers' }, schema: { body: emailBody } } as const;

  async function found(request: EmailRequest, action: AuditAction) {
    const { account } = signedIn(request);
    const data = await findPersonalData(db, request.body.email, formsOf(account.role));
    await recordAudit(db, context.now(), {
      action,
      actor: { id: account.id, email: account.email },
      target: `person:${emailHash(request.body.email)}`,
      detail: { submissions: data.submissions.length, files: data.files.length },
      address: request.ip,
    });
    return data;
  }

  const summary = (data: PersonalData) =>
    data.submissions.map((row) => ({
      id: row.id,
      form: row.form,
      createdAt: row.created_at,
      files: data.files.filter((file) => file.submission_id === row.id).length,
    }));

  app.post<{ Body: { email: string } }>('/personal-data/find', options, async (request) =>
    summary(await found(request, 'personal_data_found')),
  );

  app.post<{ Body: { email: string } }>('/personal-data/export', options, async (request, reply) => {
    const data = await found(request, 'personal_data_exported');
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', 'attachment; filename="personal-data.zip"')
      .header('X-Content-Type-Options', 'nosniff')
      .send(await exportArchive(db, data, app.inboxSettings.uploadsDir));
  });

  app.post<{ Body: { email: string } }>('/personal-data/erase', options, async (request) => {
    const { account } = signedIn(request);
    const data = await findPersonalData(db, request.body.email, formsOf(account.role));
    const erased = await erasePersonalData(db, data, app.inboxSettings.uploadsDir);
    await recordAudit(db, context.now(), {
      action: 'personal_data_erased',
      actor: { id: account.id, email: account.email },
      target: `person:${emailHash(request.body.email)}`,
      detail: erased,
      address: request.ip,
    });
    return erased;
  });
}
