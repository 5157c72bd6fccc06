// What the product editor's pickers search (area catalogue): products, categories, tags and pattern collections as
// id and Polish name only, by part of the name, a page at a time; and one by id (the picker shows what is chosen).
import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/errors';
import type { AdminContext } from '../admin-context';
import { offsetOf, pagingProperties, sendTotal } from '../list-query';
import { containing } from './like-pattern';

export interface Choice {
  id: number;
  name: string;
}

/** Each picker's records: the table and the SQL of its Polish name. */
const SOURCES = {
  'product-choices': { from: sql`products x`, name: sql`x.name` },
  'category-choices': {
    from: sql`categories x JOIN category_translations n ON n.category_id = x.id AND n.locale = 'pl'`,
    name: sql`n.name`,
  },
  'tag-choices': {
    from: sql`tags x JOIN tag_translations n ON n.tag_id = x.id AND n.locale = 'pl'`,
    name: sql`n.name`,
  },
  'pattern-collection-choices': {
    from: sql`pattern_collections x
      JOIN pattern_collection_translations n ON n.pattern_collection_id = x.id AND n.locale = 'pl'`,
    name: sql`n.name`,
  },
} satisfies Record<string, { from: RawBuilder<unknown>; name: RawBuilder<unknown> }>;

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, q: { type: 'string', maxLength: 200 } },
} as const;
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export async function choiceRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db } = context.content;
  const config = { access: 'catalogue' } as const;

  for (const [resource, { from, name }] of Object.entries(SOURCES)) {
    app.get<{ Querystring: { page: number; perPage: number; q?: string } }>(
      `/${resource}`,
      { config, schema: { querystring: listQuery } },
      async (request, reply) => {
        const { page, perPage, q } = request.query;
        const { offset, limit } = offsetOf({ page, perPage });
        const where = sql`LOWER(${name}) LIKE ${containing(q ?? '')} ESCAPE '\\'`;
        const [total, rows] = await Promise.all([
          sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`.execute(db),
          sql<Choice>`SELECT x.id, ${name} AS name FROM ${from} WHERE ${where}
            ORDER BY ${name}, x.id LIMIT ${limit} OFFSET ${offset}`.execute(db),
        ]);
        const choices = rows.rows.map((row) => ({ id: Number(row.id), name: row.name }));
        sendTotal(reply, resource, { page, perPage }, choices.length, Number(total.rows[0]?.n ?? 0));
        return choices;
      },
    );

    app.get<{ Params: { id: number } }>(
      `/${resource}/:id`,
      { config, schema: { params: idParams } },
      async (request) => {
        const { id } = request.params;
        const row = (await sql<Choice>`SELECT x.id, ${name} AS name FROM ${from} WHERE x.id = ${id}`.execute(db))
          .rows[0];
        if (row === undefined) throw new HttpError(404, `No ${resource.replace(/-choices$/, '')} ${id}`);
        return { id: Number(row.id), name: row.name };
      },
    );
  }
}
