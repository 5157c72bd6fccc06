// Publishing and unpublishing at a set time (table scheduled_actions). A runner in every API process performs what is
// due; several processes on one database perform each action once: a process claims a row (an UPDATE that only
// matches it while unclaimed, atomic on both engines) before it writes, and the write goes through the content
// service as the person who scheduled it. A failure is kept on the row (the back office shows it), never thrown.
// A job offer past its closing date is unpublished the same way, once.
import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_KINDS, type ContentKindName, type ContentService } from '../content/content-service';
import { HttpError } from '../http/errors';
import type { QueryDb } from '../db';
import { resourceOfKind, setPublished, titleOf, type PublishableResource } from './publishable';
import type { ScheduleAction } from './schedule-actions';

/** How often the runner looks for due actions unless told otherwise. */
export const DEFAULT_SCHEDULE_PERIOD_MS = 15_000;
/** The author of the revision that unpublishes a job offer past its closing date. */
export const CLOSING_AUTHOR = 'closing-date';
/** The kind whose records close by themselves (`closes`, job offers). */

export interface ScheduledAction {
  id: number;
  resource: PublishableResource | null;
  recordId: number;
  /** The record's name or Polish title; null when it is gone. */
  title: string | null;
  action: ScheduleAction;
  at: string;
  by: string;
  createdAt: string;
  /** When it was performed (or failed); null while it waits. */
  doneAt: string | null;
  error: string | null;
}

const isContentKind = (kind: string): kind is ContentKindName => Object.hasOwn(CONTENT_KINDS, kind);

export class Schedules {
  constructor(
    private readonly db: QueryDb,
    private readonly service: ContentService,
  ) {}

  /** What waits and what failed, soonest first, among `kinds` (those the person may publish). */
  async list(kinds: readonly string[]): Promise<ScheduledAction[]> {
    if (kinds.length === 0) return [];
    const rows = await this.db
      .selectFrom('scheduled_actions')
      .selectAll()
      .where('kind', 'in', [...kinds])
      .where((eb) => eb.or([eb('done_at', 'is', null), eb('error', 'is not', null)]))
      .orderBy('at')
      .orderBy('id')
      .execute();
    return Promise.all(
      rows.map(async (row) => ({
        id: Number(row.id),
        resource: resourceOfKind(row.kind) ?? null,
        recordId: Number(row.record_id),
        title: isContentKind(row.kind) ? titleOf(await this.service.find(row.kind, Number(row.record_id))) : null,
        action: row.action,
        at: row.at,
        by: row.scheduled_by,
        createdAt: row.created_at,
        doneAt: row.done_at,
        error: row.error,
      })),
    );
  }

  /** What a scheduled action is for, if there is one with that id. */
  async find(id: number): Promise<{ kind: string; recordId: number; action: ScheduleAction } | undefined> {
    const row = await this.db
      .selectFrom('scheduled_actions')
      .select(['kind', 'record_id', 'action'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { kind: row.kind, recordId: Number(row.record_id), action: row.action };
  }

  async add(entry: {
    kind: ContentKindName;
    recordId: number;
    action: ScheduleAction;
    at: Date;
    by: string;
    now: Date;
  }): Promise<number> {
    if (entry.at.getTime() <= entry.now.getTime()) throw new HttpError(400, 'The time must be in the future');
    if ((await this.service.find(entry.kind, entry.recordId)) === null)
      throw new HttpError(404, `No ${entry.kind} ${entry.recordId}`);
    const row = await this.db
      .insertInto('scheduled_actions')
      .values({
        kind: entry.kind,
        record_id: entry.recordId,
        action: entry.action,
        at: entry.at.toISOString(),
        scheduled_by: entry.by,
        created_at: entry.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Cancels a waiting action (or dismisses a failed one); one being performed right now is a 409. */
  async cancel(id: number): Promise<void> {
    const deleted = await this.db
      .deleteFrom('scheduled_actions')
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('done_at', 'is not', null)]))
      .executeTakeFirst();
    if (deleted.numDeletedRows > 0n) return;
    if ((await this.find(id)) === undefined) throw new HttpError(404, `No scheduled action ${id}`);
    throw new HttpError(409, 'It is being performed right now');
  }

  /** Performs the actions due at `now` that no other process has claimed; returns how many it performed. */
  async runDue(now: Date): Promise<number> {
    const at = now.toISOString();
    const due = await this.db
      .selectFrom('scheduled_actions')
      .selectAll()
      .where('done_at', 'is', null)
      .where('claimed_at', 'is', null)
      .where('at', '<=', at)
      .orderBy('at')
      .orderBy('id')
      .execute();
    let performed = 0;
    for (const row of due) {
      const claim = await this.db
        .updateTable('scheduled_actions')
        .set({ claimed_at: at })
        .where('id', '=', row.id)
        .where('done_at', 'is', null)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      if (claim.numUpdatedRows !== 1n) continue;
      let error: string | null = null;
      try {
        if (!isContentKind(row.kind)) throw new Error(`${row.kind} records cannot be published`);
        await setPublished(this.service, row.kind, Number(row.record_id), {
          published: row.action === 'publish',
          author: row.scheduled_by,
        });
        performed += 1;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      await this.db.updateTable('scheduled_actions').set({ done_at: at, error }).where('id', '=', row.id).execute();
    }
    return performed + (await this.closeExpired(at));
  }

  /**
   * Unpublishes the offers whose closing date has passed. Once: the write is based on the version read before the
   * record was seen published, so a process that comes second finds it unpublished or gets a conflict.
   */
  private async closeExpired(at: string): Promise<number> {
    const kind = 'jobOffer';
    const closed = await this.db
      .selectFrom('job_offers')
      .select('id')
      .where('is_published', '=', true)
      .where('closes', '<=', at)
      .execute();
    let performed = 0;
    for (const { id } of closed) {
      const version = await this.service.recordVersion(kind, id);
      const record = await this.service.find(kind, id);
      if (record === null || (record as { isPublished?: boolean }).isPublished === false) continue;
      try {
        await setPublished(this.service, kind, id, {
          published: false,
          author: CLOSING_AUTHOR,
          expectedVersion: version,
        });
        performed += 1;
      } catch (failure) {
        if (!(failure instanceof HttpError && failure.statusCode === 409)) throw failure;
      }
    }
    return performed;
  }
}

/** Runs `schedules` every `periodMs` until stopped; a failed run is logged and the next one tries again. */
export function startScheduleRunner(
  schedules: Schedules,
  options: { periodMs: number; log: FastifyBaseLogger; now?: () => Date },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => schedules.runDue(options.now?.() ?? new Date()))
      .then(
        (performed) => performed > 0 && options.log.info({ performed }, 'schedules: performed due actions'),
        (error: unknown) => options.log.error({ err: error }, 'schedules: run failed'),
      );
  };
  const timer = setInterval(run, options.periodMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
