// The history of content records and the site's own redirects, for the back office. Per kind of record, in the
// area of the role matrix its editors work in: the revisions (who, when, what), the difference between two of them,
// and restore (the record as it was after a revision, written through the content service: a new revision, the site
// following). The redirects list is the one the content service keeps (content/address-redirects.ts).
import type { FastifyInstance } from 'fastify';
import { listRedirects } from '../../content/address-redirects';
import { withHistory, type ContentRevision } from '../../content/content-history';
import type { ContentKindName } from '../../content/content-service';
import { recordDiff } from '../../content/record-diff';
import { HttpError } from '../../http/errors';
import type { Area } from '../../staff/roles';
import { signedIn, type AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

/** Each kind of record with a history: its resource in the back office and the area that may see and restore it. */
const HISTORIES: Record<ContentKindName, { resource: string; area: Area }> = {
  product: { resource: 'products', area: 'catalogue' },
  page: { resource: 'pages', area: 'content' },
  post: { resource: 'posts', area: 'content' },
  category: { resource: 'categories', area: 'catalogue' },
  tag: { resource: 'tags', area: 'catalogue' },
  patternCollection: { resource: 'pattern-collections', area: 'catalogue' },
  fileType: { resource: 'file-types', area: 'catalogue' },
  jobOffer: { resource: 'job-offers', area: 'careers' },
  realization: { resource: 'realizations', area: 'content' },
  mechanism: { resource: 'mechanisms', area: 'catalogue' },
  mechanismCategory: { resource: 'mechanism-categories', area: 'catalogue' },
  menu: { resource: 'menus', area: 'content' },
  sitemapNode: { resource: 'sitemap-nodes', area: 'content' },
};

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const recordParams = { type: 'object', required: ['id'], properties: { id } } as const;
const revisionParams = { type: 'object', required: ['id', 'revision'], properties: { id, revision: id } } as const;
const diffQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: { from: id, to: id },
} as const;
const restoreBody = {
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: { version: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: pagingProperties.page, perPage: pagingProperties.perPage },
} as const;

export interface RevisionEntry {
  id: number;
  /** The content version the save made: the record's version after it. */
  version: number;
  action: ContentRevision['action'];
  changedAt: string;
  /** Who saved: the staff member's e-mail address and name (null when no account has that address). */
  author: { email: string; name: string | null };
}

function revisionOf(revisions: readonly ContentRevision[], revisionId: number): ContentRevision {
  const revision = revisions.find((entry) => entry.id === revisionId);
  if (revision === undefined) throw new HttpError(404, `No revision ${revisionId} of this record`);
  return revision;
}

export async function historyRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const content = context.content.service;

  for (const [kind, { resource, area }] of Object.entries(HISTORIES) as Array<
    [ContentKindName, (typeof HISTORIES)[ContentKindName]]
  >) {
    const config = { access: area };

    app.get<{ Params: { id: number } }>(
      `/${resource}/:id/history`,
      { config, schema: { params: recordParams } },
      async (request): Promise<RevisionEntry[]> => {
        const revisions = await content.revisions(kind, request.params.id);
        const emails = [...new Set(revisions.map((revision) => revision.author))];
        const names = new Map(
          emails.length === 0
            ? []
            : (
                await context.db
                  .selectFrom('staff_accounts')
                  .select(['email', 'name'])
                  .where('email', 'in', emails)
                  .execute()
              ).map((account) => [account.email, account.name]),
        );
        return revisions.reverse().map((revision) => ({
          id: revision.id,
          version: revision.version,
          action: revision.action,
          changedAt: revision.changedAt,
          author: { email: revision.author, name: names.get(revision.author) ?? null },
        }));
      },
    );

    // From the record as it was after revision `from` (without it: just before `to`) to the record after `to`.
    app.get<{ Params: { id: number }; Querystring: { from?: number; to: number } }>(
      `/${resource}/:id/history/diff`,
      { config, schema: { params: recordParams, querystring: diffQuery } },
      async (request) => {
        const revisions = await content.revisions(kind, request.params.id);
        const to = revisionOf(revisions, request.query.to);
        const before = request.query.from === undefined ? to.before : revisionOf(revisions, request.query.from).after;
        return { from: request.query.from ?? null, to: to.id, changes: recordDiff(before, to.after) };
      },
    );

    // `version`: the record's version as the person saw it (the newest revision's); another save since is a 409.
    app.post<{ Params: { id: number; revision: number }; Body: { version: number } }>(
      `/${resource}/:id/history/:revision/restore`,
      { config, schema: { params: revisionParams, body: restoreBody } },
      async (request) => {
        const { id: recordId, revision: revisionId } = request.params;
        const revision = revisionOf(await content.revisions(kind, recordId), revisionId);
        if (revision.after === null)
          throw new HttpError(400, `Revision ${revisionId} removed the record: restore one before it`);
        const author = signedIn(request).account.email;
        const current = await content.find(kind, recordId);
        const result =
          current === null
            ? await content.create(kind, revision.after, author)
            : await content.update(kind, recordId, revision.after, author, request.body.version);
        return { version: result.version };
      },
    );
  }

  app.get<{ Querystring: { page: number; perPage: number } }>(
    '/redirects',
    { config: { access: 'content' }, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage } = request.query;
      const { total, redirects } = await listRedirects(withHistory(context.db), offsetOf({ page, perPage }));
      sendTotal(reply, 'redirects', { page, perPage }, redirects.length, total);
      // react-admin names each row by `id`: the old address is the row's key.
      return redirects.map((redirect) => ({ id: redirect.from, ...redirect }));
    },
  );
}
