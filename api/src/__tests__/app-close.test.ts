// Closing the API lets go of everything it opened: the database connections, the mail worker's and the retention
// job's timers, the data sheet worker. Many of them are unref'd, so a forgotten one would not keep the process
// alive and no open-handle check would see it: the async hooks do, since they see each resource made and destroyed.
import { createHook } from 'node:async_hooks';
import { createTransport } from 'nodemailer';
import { createTestApp } from './test-app';

/** The resources that outlive a request when nothing closes them. */
const WATCHED = new Set(['Timeout', 'WORKER', 'MESSAGEPORT', 'TCPWRAP', 'PIPEWRAP', 'TCPSERVERWRAP', 'FSEVENTWRAP']);

it('app.close() leaves no timer, worker or connection it made', async () => {
  const live = new Map<number, string>();
  const hook = createHook({
    init(id, type) {
      if (!WATCHED.has(type)) return;
      // Where it was made: the first frames outside Node's own code.
      const frames = (new Error().stack ?? '')
        .split('\n')
        .filter((line) => line.includes('/src/') && !line.includes('AsyncHook'));
      live.set(id, `${type} ${frames.slice(0, 2).join(' ').trim()}`);
    },
    destroy(id) {
      live.delete(id);
    },
  });
  hook.enable();
  try {
    const address = ['office@example.pl'];
    const recipients = { job_application: address, cooperation_request: address, proposal_request: address };
    const t = await createTestApp({
      mail: {
        transport: createTransport({ jsonTransport: true }),
        settings: {
          from: 'site@example.pl',
          recipients: { ...recipients, client_question: address },
          adminOrigin: 'http://localhost:3010',
        },
      },
    });
    await t.app.ready();
    expect((await t.get('/api/products?itemsPerPage=3')).status).toBe(200);
    expect((await t.get('/api/products/1/pdf')).status).toBe(200);
    expect(live.size).toBeGreaterThan(0);
    await t.close();
    // Cleared timers and exited workers report their end on a later turn of the event loop (turns, not a timer of
    // our own, which would be watched too); a busy machine may take a while.
    const deadline = Date.now() + 2_000;
    while (live.size > 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect([...live.values()]).toEqual([]);
  } finally {
    hook.disable();
  }
});
