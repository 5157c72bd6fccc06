// The one way to change the content. Each write: checked with the fixtures' schemas and against the other records
// (a bad field is a ContentInputError naming it), then in one transaction the record's rows replaced, its search
// documents replaced, the content version moved forward by one, the content keys it touched recorded
// (content_changes), a revision kept (who, when, the whole record before and after), and the redirects of a
// changed public address made (address-redirects.ts).
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import { COMPANY_KEY, type SiteSettings } from '@ergoforma/shared-contracts';
import type { CompanyFixture } from '../db/fixtures/company';
import type { z } from 'zod';
import { legacyRedirectSchema } from '../db/fixtures/editorial-schemas';
import { CONTENT_TABLES, contentRows, type Row } from '../db/content/content-rows';
import type { LocaleContexts } from '../db/content/locale-context';
import type { ContentFixtures } from '../db/fixtures/types';
import type { Database } from '../db/query/database';
import type { Engine, QueryDb } from '../db/query/connect';
import { Queries } from '../db/query/queries';
import { together } from '../db/query/together';
import { REDIRECTS_KEY } from '@ergoforma/shared-contracts';
import {
  checkAddressesFree,
  followAddresses,
  followCategoryProducts,
  followNodeAddresses,
  hasOwnAddress,
  leadingTo,
  storedAddresses,
} from './address-redirects';
import { HttpError } from '../http/errors';
import { ContentConflictError, ContentInputError, ContentNotFoundError } from './content-errors';
import {
  advanceVersion,
  contentChangesSince,
  currentVersion,
  recordChange,
  recordRevision,
  recordVersion,
  recordVersions,
  revisionsOf,
  takeWriteLock,
  withHistory,
  type ContentChanges,
  type ContentDb,
  type ContentRevision,
  type RevisionAction,
} from './content-history';
import {
  CATEGORY,
  FILE_TYPE,
  JOB_OFFER,
  MECHANISM,
  MECHANISM_CATEGORY,
  MENU,
  PAGE,
  PATTERN_COLLECTION,
  POST,
  PRODUCT,
  REALIZATION,
  SITEMAP_NODE,
  TAG,
  type AnyContentKind,
  type PartTable,
  type RecordTable,
} from './content-kinds';
import { checkCompany, readCompany, storeCompany } from './company-data';
import {
  checkLegacyRedirect,
  readLegacyRedirects,
  storeLegacyRedirect,
  type LegacyRedirectEntry,
} from './legacy-redirects';
import { checkDeletable, checkReferences, itemsShowing } from './content-references';
import { contentFiles, type ContentFiles, type DbRow, type DbRows } from './fixture-files';
import { recordContentWrite } from '../staff/audit-log';
import { placeByName } from './name-ranks';
import { readSiteSettings, writeSiteSettings } from './site-settings';
import { translationStatus, type TranslationStatus } from './translation-status';
import { addressesOf, replaceSearchDocuments, type WrittenRecord } from './search-update';

/** The revisions' kind of the legacy redirects, versioned together as record 1. */
const LEGACY_REDIRECTS = 'legacyRedirects';

export const CONTENT_KINDS = {
  product: PRODUCT,
  page: PAGE,
  post: POST,
  category: CATEGORY,
  tag: TAG,
  patternCollection: PATTERN_COLLECTION,
  fileType: FILE_TYPE,
  jobOffer: JOB_OFFER,
  realization: REALIZATION,
  mechanism: MECHANISM,
  mechanismCategory: MECHANISM_CATEGORY,
  menu: MENU,
  sitemapNode: SITEMAP_NODE,
} as const;
export type ContentKindName = keyof typeof CONTENT_KINDS;
/** The kinds with few records (all but products), listed whole. */
export type ListedKindName = Exclude<ContentKindName, 'product'>;

/** What a write did. */
export interface ContentWriteResult {
  /** The content version it made. */
  version: number;
  /** The content keys it touched. */
  keys: string[];
}

export interface ContentServiceOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** The locale contexts of the content as it is (search documents need paths). */
  contexts(): Promise<LocaleContexts>;
  /** Called after each write, so this process forgets what it derived from the content before. */
  changed?(): void;
}

/** One write, checked, on its way into a transaction. */
interface PendingWrite {
  kind: AnyContentKind;
  action: RevisionAction;
  id: number;
  written: WrittenRecord | null;
  author: string;
  expectedVersion: number | undefined;
  /** When unpublishing: the site path the addresses it stops having answer 301 to. */
  redirectTo?: string;
  contexts: LocaleContexts;
}

/** Thrown to roll a preview's transaction back once it has been read. */
class PreviewRollback extends Error {}

/** 'translations' + ['pl', 'slug'] -> 'translations.pl.slug'; [0, 'url'] -> '[0].url' */
function fieldOf(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>(
    (where, key) =>
      typeof key === 'number' ? `${where}[${key}]` : where === '' ? String(key) : `${where}.${String(key)}`,
    '',
  );
}

function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `is not a field (${issue.keys.join(', ')})`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map(String).join(', ')}`;
  return issue.message.replace(/^Invalid input: /, '');
}

/** `input` checked with `schema`: a ContentInputError names the field at fault (or `name`, the whole). */
function parsed<Output>(schema: z.ZodType<Output>, input: unknown, name: string): Output {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentInputError(issue ? fieldOf(issue.path) || name : name, issue ? problemOf(issue) : 'is invalid');
}

/** An empty content, but for `list`. */
function onlyRecord(list: keyof ContentFiles, record: unknown): ContentFixtures {
  const empty = Object.fromEntries(Object.keys(CONTENT_LIST_NAMES).map((name) => [name, []]));
  return { ...empty, [list]: [record] } as unknown as ContentFixtures;
}

const CONTENT_LIST_NAMES: Record<keyof ContentFiles, true> = {
  categories: true,
  tags: true,
  fileTypes: true,
  patternCollections: true,
  products: true,
  pages: true,
  sitemapNodes: true,
  menus: true,
  jobOffers: true,
  posts: true,
  realizations: true,
  mechanismCategories: true,
  mechanisms: true,
  legacyRedirects: true,
};

function emptyRows(): DbRows {
  return Object.fromEntries(
    CONTENT_TABLES.filter((table) => table !== 'search_documents').map((table) => [table, []]),
  ) as unknown as DbRows;
}

/** The ids of the rows `part`'s rows belong to: the record's id, or (a part of a part) the ids of its `via` rows. */
function ownersOf(kind: AnyContentKind, part: PartTable, id: number): RawBuilder<unknown> {
  const via = part.via === undefined ? undefined : kind.parts.find((each) => each.table === part.via);
  if (via === undefined) return sql`(${id})`;
  return sql`(SELECT id FROM ${sql.table(via.table)} WHERE ${sql.ref(via.column)} IN ${ownersOf(kind, via, id)})`;
}

/** The rows of one record in its tables, or null when it has no main row; read together (one round trip). */
async function readRecord(db: ContentDb, kind: AnyContentKind, id: number): Promise<DbRows | null> {
  const [main = [], ...parts] = await together(db, [
    sql`SELECT * FROM ${sql.table(kind.table)} WHERE id = ${id}`.compile(db),
    ...kind.parts.map((part) =>
      sql`SELECT * FROM ${sql.table(part.table)} WHERE ${sql.ref(part.column)} IN ${ownersOf(kind, part, id)}`.compile(
        db,
      ),
    ),
  ]);
  if (main.length === 0) return null;
  const rows = emptyRows();
  rows[kind.table] = main;
  kind.parts.forEach((part, index) => (rows[part.table] = parts[index] ?? []));
  return rows;
}

/** Deletes the rows of a record's parts (parts of parts first); the main row stays. */
function deleteParts(db: ContentDb, kind: AnyContentKind, id: number): CompiledQuery[] {
  return [...kind.parts]
    .reverse()
    .map((part) =>
      sql`DELETE FROM ${sql.table(part.table)} WHERE ${sql.ref(part.column)} IN ${ownersOf(kind, part, id)}`.compile(
        db,
      ),
    );
}

function insertRows(db: ContentDb, table: RecordTable, rows: readonly Row[]): CompiledQuery[] {
  const first = rows[0];
  if (first === undefined) return [];
  const columns = Object.keys(first);
  const values = rows.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
  return [
    sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(values)}`.compile(
      db,
    ),
  ];
}

function updateMainRow(db: ContentDb, table: RecordTable, row: Row): CompiledQuery {
  const assignments = Object.entries(row)
    .filter(([column]) => column !== 'id')
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  return sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE id = ${row.id}`.compile(db);
}

/** A database refusal the checks did not foresee (a unique or foreign key): still the input's fault. */
function isConstraintError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || code.startsWith('23'));
}

export class ContentService {
  private readonly db: ContentDb;
  /** The locale contexts of a content version (products and posts leave them as they are; a page may not). */
  private contexts: { version: number; contexts: LocaleContexts } | null = null;

  constructor(private readonly options: ContentServiceOptions) {
    this.db = withHistory(options.db);
  }

  /** Adds a record; `input` is in the fixtures' format. */
  create(kind: ContentKindName, input: unknown, author: string): Promise<ContentWriteResult> {
    return this.write(kind, 'create', null, input, author);
  }

  /**
   * Replaces record `id` with `input` (the whole record, in the fixtures' format). Given `expectedVersion` (the
   * record's version the change was made on, recordVersion), a record changed since is left as it is: a 409. Given
   * `redirectTo` (a site path), addresses the record stops having (it is unpublished) answer 301 to it.
   */
  update(
    kind: ContentKindName,
    id: number,
    input: unknown,
    author: string,
    expectedVersion?: number,
    redirectTo?: string,
  ): Promise<ContentWriteResult> {
    return this.write(kind, 'update', id, input, author, expectedVersion, redirectTo);
  }

  delete(kind: ContentKindName, id: number, author: string, expectedVersion?: number): Promise<ContentWriteResult> {
    return this.write(kind, 'delete', id, null, author, expectedVersion);
  }

  /** `input` checked as a record of `kind` would be when written (a ContentInputError names the field at fault). */
  check(kind: ContentKindName, input: unknown): void {
    this.parse(CONTENT_KINDS[kind], input);
  }

  /**
   * What `read` sees with record `id` replaced by `input`: the write is made as an update would make it, read inside
   * its transaction, then rolled back, so the site's own queries show exactly what publishing would show and nothing
   * is kept. `read` must use only the database it is given (SQLite has one connection, held by the transaction).
   */
  async preview<T>(kind: ContentKindName, id: number, input: unknown, read: (db: QueryDb) => Promise<T>): Promise<T> {
    const written = this.parse(CONTENT_KINDS[kind], input);
    if (written.record.id !== id) throw new ContentInputError('id', `must be ${id}`);
    const contexts = await this.currentContexts();
    const pending = { kind: CONTENT_KINDS[kind], action: 'update', id, written, author: 'preview', contexts } as const;
    // Read inside the transaction, kept past its rollback.
    const seen: T[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.apply(trx, { ...pending, expectedVersion: undefined });
        seen.push(await read(trx as unknown as QueryDb));
        throw new PreviewRollback();
      });
    } catch (error) {
      if (!(error instanceof PreviewRollback)) throw error;
    }
    if (seen.length === 0) throw new Error('the preview was not read');
    return seen[0];
  }

  /** The content version of the record's last change (0: as loaded), for update's and delete's `expectedVersion`. */
  recordVersion(kind: ContentKindName, id: number): Promise<number> {
    return recordVersion(this.db, kind, id);
  }

  /** The record as stored, in the fixtures' format; null when there is none. */
  async find(kind: ContentKindName, id: number): Promise<ContentFiles[keyof ContentFiles][number] | null> {
    const rows = await readRecord(this.db, CONTENT_KINDS[kind], id);
    return rows === null ? null : (contentFiles(rows)[CONTENT_KINDS[kind].list][0] ?? null);
  }

  /** Every record of a kind with few records (all but products) by id, with its version. */
  async list(
    kind: ListedKindName,
  ): Promise<Array<ContentFiles[(typeof CONTENT_KINDS)[ListedKindName]['list']][number] & { version: number }>> {
    const { table, parts, list } = CONTENT_KINDS[kind];
    const rows = emptyRows();
    for (const each of [table, ...parts.map((part) => part.table)])
      rows[each] = (await sql<DbRow>`SELECT * FROM ${sql.table(each)}`.execute(this.db)).rows;
    const versions = await recordVersions(this.db, kind);
    return contentFiles(rows)[list].map((record) => ({ ...record, version: versions.get(record.id) ?? 0 }));
  }

  siteSettings(): Promise<SiteSettings> {
    return readSiteSettings(this.db);
  }

  async changeSiteSettings(changes: Partial<SiteSettings>): Promise<SiteSettings> {
    const settings = await writeSiteSettings(this.db, this.options.engine, changes);
    this.options.changed?.();
    return settings;
  }

  /** The company's facts as stored. */
  async company(): Promise<CompanyFixture> {
    const company = await readCompany(this.db);
    if (company === null) throw new ContentNotFoundError('company', 1);
    return company;
  }

  /** The content version of the company's last change (0: as seeded), for changeCompany's `expectedVersion`. */
  companyVersion(): Promise<number> {
    return recordVersion(this.db, 'company', 1);
  }

  /**
   * Replaces the company's facts with `input` (checked as company.json is); given `expectedVersion`, facts changed
   * since are left as they are (a 409). Every page shows them: the write names the company key.
   */
  changeCompany(input: unknown, author: string, expectedVersion?: number): Promise<ContentWriteResult> {
    const company = checkCompany(input);
    return this.writeWhole(
      { kind: 'company', action: 'update', keys: [COMPANY_KEY], author, expectedVersion },
      async (trx) => {
        const before = await readCompany(trx);
        if (before === null) throw new ContentNotFoundError('company', 1);
        await storeCompany(trx, company);
        return { before, after: company };
      },
    );
  }

  /** The old site's addresses and where they lead, alphabetically; with `from`, that address's row only. */
  legacyRedirects(from?: string): Promise<LegacyRedirectEntry[]> {
    return readLegacyRedirects(this.db, from);
  }

  /** The content version of the legacy redirects' last change (0: as loaded), for their `expectedVersion`. */
  legacyRedirectsVersion(): Promise<number> {
    return recordVersion(this.db, LEGACY_REDIRECTS, 1);
  }

  /**
   * Adds (`replacing` null), changes or removes (`input` null) the redirect of one old address, `input` in
   * legacy-redirects.json's format. The old addresses are versioned together: given `expectedVersion`, a list changed
   * since is left as it is (a 409). The shell follows them by the redirects key.
   */
  changeLegacyRedirect(
    replacing: string | null,
    input: unknown,
    author: string,
    expectedVersion?: number,
  ): Promise<ContentWriteResult> {
    const row = input === null ? null : parsed(legacyRedirectSchema, input, 'legacyRedirect');
    const action = replacing === null ? 'create' : row === null ? 'delete' : 'update';
    const write = { kind: LEGACY_REDIRECTS, action, keys: [REDIRECTS_KEY], author, expectedVersion } as const;
    return this.writeWhole(write, async (trx) => {
      const [before = null] = replacing === null ? [] : await readLegacyRedirects(trx, replacing);
      if (replacing !== null && before === null) throw new HttpError(404, `No redirect from ${replacing}`);
      if (row !== null) await checkLegacyRedirect(trx, row, replacing);
      await storeLegacyRedirect(trx, replacing, row);
      const [after = null] = row === null ? [] : await readLegacyRedirects(trx, row.from);
      return { before, after };
    });
  }

  /** How much of the content is translated into English and French, and what is not. */
  translationStatus(): Promise<TranslationStatus> {
    return translationStatus(this.db);
  }

  revisions(kind: ContentKindName, id: number): Promise<ContentRevision[]> {
    return revisionsOf(this.db, kind, id);
  }

  contentChangesSince(version: number): Promise<ContentChanges> {
    return contentChangesSince(this.db, version);
  }

  version(): Promise<number | null> {
    return currentVersion(this.db);
  }

  private async currentContexts(): Promise<LocaleContexts> {
    const version = await currentVersion(this.db);
    if (this.contexts?.version !== version)
      this.contexts = { version: version ?? 0, contexts: await this.options.contexts() };
    return this.contexts.contexts;
  }

  /**
   * After a sitemap node's write: the redirects from its old addresses, and the search documents of the pages it
   * showed and shows made again at their new address. True when a redirect changed.
   */
  private async followNode(
    trx: ContentDb,
    before: LocaleContexts,
    pages: ReadonlyArray<unknown>,
    at: string,
  ): Promise<boolean> {
    const after = await new Queries(trx, this.options.engine).contexts();
    for (const pageId of new Set(pages.filter((page) => page !== null && page !== undefined).map(Number))) {
      const rows = await readRecord(trx, PAGE, pageId);
      const page = rows === null ? null : (contentFiles(rows).pages[0] ?? null);
      if (page !== null)
        await replaceSearchDocuments(trx, this.options.engine, after, 'page', pageId, this.parse(PAGE, page));
    }
    return followNodeAddresses(trx, { before, after }, at);
  }

  private parse(kind: AnyContentKind, input: unknown): WrittenRecord {
    return { kind: kind.name, record: parsed(kind.schema as z.ZodType, input, kind.name) } as WrittenRecord;
  }

  /**
   * A write of a record kept whole outside the kinds' tables (the company's facts, the legacy redirects), as record
   * 1 of its kind: `change` makes it in the transaction and says what was before and after, kept as the revision.
   */
  private async writeWhole(
    write: { kind: string; action: RevisionAction; keys: readonly string[]; author: string; expectedVersion?: number },
    change: (trx: ContentDb) => Promise<{ before: unknown; after: unknown }>,
  ): Promise<ContentWriteResult> {
    const { kind, action, keys, author, expectedVersion } = write;
    const result = await this.db.transaction().execute(async (trx: ContentDb) => {
      await takeWriteLock(trx, this.options.engine);
      if (expectedVersion !== undefined) {
        const stored = await recordVersion(trx, kind, 1);
        if (stored !== expectedVersion) throw new ContentConflictError(kind, 1, stored);
      }
      const { before, after } = await change(trx);
      const version = await advanceVersion(trx);
      const at = new Date().toISOString();
      await recordChange(trx, version, [...keys], at);
      await recordRevision(trx, { version, kind, recordId: 1, action, author, at, before, after });
      await recordContentWrite(trx, new Date(at), { action, kind, id: 1, version, author });
      return { version, keys: [...keys] };
    });
    this.options.changed?.();
    return result;
  }

  private async write(
    kindName: ContentKindName,
    action: RevisionAction,
    givenId: number | null,
    input: unknown,
    author: string,
    expectedVersion?: number,
    redirectTo?: string,
  ): Promise<ContentWriteResult> {
    const kind: AnyContentKind = CONTENT_KINDS[kindName];
    const written = input === null ? null : this.parse(kind, input);
    const id = givenId ?? written?.record.id ?? 0;
    if (written !== null && written.record.id !== id) throw new ContentInputError('id', `must be ${id}`);
    const contexts = await this.currentContexts();
    try {
      const result = await this.db
        .transaction()
        .execute((trx) =>
          this.apply(trx, { kind, action, id, written, author, expectedVersion, redirectTo, contexts }),
        );
      this.contexts =
        kind === PAGE || kind === CATEGORY || kind === SITEMAP_NODE ? null : { version: result.version, contexts };
      this.options.changed?.();
      return result;
    } catch (error) {
      if (isConstraintError(error))
        throw new ContentInputError(kind.name, `conflicts with other content (${(error as Error).message})`);
      throw error;
    }
  }

  /** A write's work inside its transaction `trx`. */
  private async apply(
    trx: ContentDb,
    { kind, action, id, written, author, expectedVersion, redirectTo, contexts }: PendingWrite,
  ): Promise<ContentWriteResult> {
    await takeWriteLock(trx, this.options.engine);
    const before = await readRecord(trx, kind, id);
    if (action === 'create' && before !== null)
      throw new ContentInputError('id', `${id} is taken by another ${kind.name}`);
    if (action !== 'create' && before === null) throw new ContentNotFoundError(kind.name, id);
    if (expectedVersion !== undefined) {
      const stored = await recordVersion(trx, kind.name, id);
      if (stored !== expectedVersion) throw new ContentConflictError(kind.name, id, stored);
    }
    if (written === null) await checkDeletable(trx, kind, id);
    else await checkReferences(trx, written);
    const addressKind = kind.searchKind !== null && hasOwnAddress(kind.searchKind) ? kind.searchKind : null;
    const addresses =
      addressKind === null
        ? null
        : { before: await storedAddresses(trx, addressKind, id), after: addressesOf(contexts, written) };
    if (addressKind !== null && addresses !== null) await checkAddressesFree(trx, addressKind, id, addresses.after);
    const beforeRecord = before === null ? null : (contentFiles(before)[kind.list][0] ?? null);
    const afterRows = written === null ? null : contentRows(onlyRecord(kind.list, written.record));
    const afterRecord = afterRows === null ? null : (contentFiles(afterRows)[kind.list][0] ?? null);

    // The record's rows are replaced by statements sent together: one round trip.
    const writes = before === null ? [] : deleteParts(trx, kind, id);
    const mainRow = afterRows?.[kind.table][0];
    if (mainRow === undefined) {
      writes.push(sql`DELETE FROM ${sql.table(kind.table)} WHERE id = ${id}`.compile(trx));
    } else {
      if (kind === PRODUCT) {
        // A product keeps its place in the catalogue's order; a new one goes last. Its name order is set below.
        mainRow.position =
          before === null
            ? Number(
                (await sql<{ next: number }>`SELECT COALESCE(MAX(position), -1) + 1 AS next FROM products`.execute(trx))
                  .rows[0]?.next ?? 0,
              )
            : Number(before.products[0]?.position ?? 0);
        mainRow.name_rank = before === null ? -1 : Number(before.products[0]?.name_rank ?? 0);
      }
      writes.push(
        ...(before === null ? insertRows(trx, kind.table, [mainRow]) : [updateMainRow(trx, kind.table, mainRow)]),
      );
    }
    for (const part of kind.parts)
      if (afterRows !== null) writes.push(...insertRows(trx, part.table, afterRows[part.table]));
    await together(trx, writes);
    if (kind === PRODUCT) {
      const oldRank = before === null ? null : Number(before.products[0]?.name_rank);
      const renamed = written?.kind === 'product' && before?.products[0]?.name !== written.record.name;
      if (written?.kind === 'product' && (before === null || renamed)) await placeByName(trx, written.record, oldRank);
      else if (written === null) await placeByName(trx, null, oldRank);
    }
    // A category's documents come from the category tree as written (its path is its ancestors' slugs).
    const searchContexts =
      kind === CATEGORY
        ? await new Queries(trx, this.options.engine).contexts() // the same tables, fewer named
        : contexts;
    if (kind.searchKind !== null)
      await replaceSearchDocuments(trx, this.options.engine, searchContexts, kind.searchKind, id, written);
    const at = new Date().toISOString();
    const deleted = written === null;
    let redirected =
      (addressKind !== null &&
        addresses !== null &&
        (await followAddresses(trx, {
          kind: addressKind,
          recordId: id,
          before: addresses.before,
          after: redirectTo === undefined ? addresses.after : await leadingTo(trx, addresses, redirectTo),
          at,
          deleted,
        }))) ||
      (kind === SITEMAP_NODE &&
        (await this.followNode(
          trx,
          contexts,
          [before?.sitemap_nodes[0]?.page_id, written?.kind === 'sitemapNode' ? written.record.pageId : null],
          at,
        )));
    if (kind === CATEGORY && !deleted)
      redirected = (await followCategoryProducts(trx, searchContexts, id, at)) || redirected;

    const version = await advanceVersion(trx);
    const keys = [...kind.keys(beforeRecord as never, afterRecord as never), ...(await itemsShowing(trx, kind, id))];
    if (redirected) keys.push(REDIRECTS_KEY);
    await recordChange(trx, version, keys, at);
    await recordRevision(trx, {
      version,
      kind: kind.name,
      recordId: id,
      action,
      author,
      at,
      before: beforeRecord,
      after: afterRecord,
    });
    await recordContentWrite(trx, new Date(at), { action, kind: kind.name, id, version, author });
    return { version, keys };
  }
}
