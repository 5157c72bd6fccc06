// The media library, for the catalogue's and the content's editors: upload (multipart: one `file` and its
// `description` as JSON), list with search and a type filter, read, edit the texts and focal point, and delete
// what nothing uses (409 with who uses it otherwise). media/library/ does the work.
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitiseFileName } from '../../forms/file-name';
import { HttpError } from '../../http/errors';
import { editMedia, findMediaOrFail, MediaInUse, removeMedia, uploadMedia } from '../../media/library/media-library';
import { MAX_MEDIA_BYTES, MEDIA_KINDS, type MediaKind } from '../../media/library/media-kinds';
import { mediaDescriptionSchema } from '../../media/library/media-description';
import { listFileTypes, listMedia } from '../../media/library/media-store';
import { signedIn, type AdminContext } from './admin-context';
import { offsetOf, pagingProperties, sendTotal } from './list-query';

/** Busboy limits, enforced while parsing: one file and its description. */
const MULTIPART_LIMITS = {
  fileSize: MAX_MEDIA_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  headerPairs: 20,
};
const MAX_MB = MAX_MEDIA_BYTES / (1024 * 1024);

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pagingProperties.page,
    perPage: pagingProperties.perPage,
    q: { type: 'string', maxLength: 200 },
    kind: { type: 'string', enum: MEDIA_KINDS },
  },
} as const;

interface ListQuery {
  page: number;
  perPage: number;
  q?: string;
  kind?: MediaKind;
}

/** The upload's file and description; anything else, or a file over the limit, is the client's error. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer; description: unknown }> {
  let file: { name: string; bytes: Buffer } | undefined;
  let description: unknown;
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts();
  } catch {
    throw new HttpError(415, 'An upload must be sent as multipart/form-data');
  }
  for await (const part of parts) {
    if (part.type === 'file' && part.fieldname === 'file' && file === undefined) {
      const name = sanitiseFileName(part.filename);
      try {
        file = { name, bytes: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, `${name} is larger than ${MAX_MB} MB`);
        throw error;
      }
    } else if (part.type === 'field' && part.fieldname === 'description' && typeof part.value === 'string') {
      try {
        description = JSON.parse(part.value) as unknown;
      } catch {
        throw new HttpError(400, 'description must be JSON');
      }
    } else {
      throw new HttpError(400, `Unexpected part ${part.fieldname}: send one file and its description`);
    }
  }
  if (file === undefined || file.bytes.length === 0) throw new HttpError(400, 'No file was sent');
  return { ...file, description };
}

export async function mediaRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, mediaDir } = context;
  const config = { access: 'catalogue' } as const;
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/media', { config, bodyLimit: MAX_MEDIA_BYTES + 64 * 1024 }, async (request, reply) => {
    const { name, bytes, description } = await readUpload(request).catch((error: unknown) => {
      // The client may still be sending the rest of an oversized upload: do not keep reading it.
      if (error instanceof HttpError && error.statusCode === 413) reply.header('Connection', 'close');
      throw error;
    });
    const item = await uploadMedia(db, mediaDir, {
      originalName: name,
      bytes,
      description,
      staffId: signedIn(request).account.id,
      now: context.now(),
    });
    return reply.code(201).send(item);
  });

  app.get<{ Querystring: ListQuery }>(
    '/media',
    { config, schema: { querystring: listQuery } },
    async (request, reply) => {
      const { page, perPage, q, kind } = request.query;
      const { total, items } = await listMedia(db, { q, kind, ...offsetOf({ page, perPage }) });
      sendTotal(reply, 'media', { page, perPage }, items.length, total);
      return items;
    },
  );

  app.get('/media/file-types', { config }, async () => listFileTypes(db));

  app.get<{ Params: { id: number } }>('/media/:id', { config, schema: { params: idParams } }, async (request) =>
    findMediaOrFail(db, request.params.id),
  );

  app.put<{ Params: { id: number } }>(
    '/media/:id',
    { config, schema: { params: idParams, body: mediaDescriptionSchema } },
    async (request) => editMedia(db, mediaDir, request.params.id, request.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/media/:id',
    { config, schema: { params: idParams } },
    async (request, reply) => {
      try {
        await removeMedia(db, mediaDir, request.params.id);
      } catch (error) {
        if (!(error instanceof MediaInUse)) throw error;
        return reply.code(409).send({ code: '409', message: error.message, usedBy: error.usedBy });
      }
      return reply.code(204).send();
    },
  );
}
