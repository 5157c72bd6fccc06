// The outbox on the metrics port: messages by status (queued, sent, failed) and the age of the oldest queued one,
// read from the database at each scrape, so every API process reports the queue they share. An alert on
// `api_outbox_messages{status="failed"} > 0` or a growing oldest age means e-mails are not getting out.
import client from 'prom-client';
import { OUTBOX_STATUSES, type OutboxStore } from '../db';

const MESSAGES = 'api_outbox_messages';
const OLDEST_AGE = 'api_outbox_oldest_queued_age_seconds';

/** Registers the outbox gauges in `registry`, replacing those of an earlier app (tests build several). */
export function registerOutboxMetrics(registry: client.Registry, outbox: OutboxStore): void {
  registry.removeSingleMetric(MESSAGES);
  registry.removeSingleMetric(OLDEST_AGE);
  new client.Gauge({
    name: MESSAGES,
    help: 'Form notification e-mails in the outbox, by status (queued, sent, failed: dead letters).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await outbox.counts();
      for (const status of OUTBOX_STATUSES) this.set({ status }, counts[status]);
    },
  });
  new client.Gauge({
    name: OLDEST_AGE,
    help: 'Seconds since the oldest queued form e-mail was queued; 0 when none waits.',
    registers: [registry],
    async collect() {
      const { oldestQueuedAt } = await outbox.counts();
      this.set(oldestQueuedAt ? Math.max(0, (Date.now() - Date.parse(oldestQueuedAt)) / 1000) : 0);
    },
  });
}
