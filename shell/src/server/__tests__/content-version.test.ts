// The content version poll tells its listeners which content changed: the keys the API names, or null (everything)
// when it cannot say, or when it is an API without /api/content_changes.
import Fastify, { type FastifyInstance } from 'fastify';
import { ContentVersion } from '../content-version';

const silent = { info: () => undefined, warn: () => undefined };

async function fakeApi(withChanges: boolean, state: { version: string; keys: string[] | null }) {
  const app = Fastify();
  if (withChanges)
    app.get<{ Querystring: { since?: string } }>('/api/content_changes', async (request) => ({
      version: state.version,
      keys: request.query.since === undefined ? null : state.keys,
    }));
  app.get('/api/content_version', async () => ({ version: state.version }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

describe('the content version poll', () => {
  let api: { app: FastifyInstance; url: string } | null = null;
  afterEach(async () => {
    await api?.app.close();
  });

  async function follow(withChanges: boolean, state: { version: string; keys: string[] | null }) {
    api = await fakeApi(withChanges, state);
    const version = new ContentVersion({ apiUrl: api.url, pollMs: 3_600_000, log: silent });
    const changes: Array<readonly string[] | null> = [];
    version.onChange((keys) => changes.push(keys));
    await version.poll();
    return { version, changes };
  }

  it('passes on the keys a change named, and nothing while the version stays', async () => {
    const state = { version: '1', keys: null as string[] | null };
    const { version, changes } = await follow(true, state);
    await version.poll();
    expect(changes).toEqual([]);
    Object.assign(state, { version: '2', keys: ['product:7', 'products'] });
    await version.poll();
    expect(version.current).toBe('2');
    expect(changes).toEqual([['product:7', 'products']]);
  });

  it('says everything changed when the API cannot list the changes', async () => {
    const state = { version: '1', keys: null as string[] | null };
    const { version, changes } = await follow(false, state);
    state.version = '2';
    await version.poll();
    expect(version.current).toBe('2');
    expect(changes).toEqual([null]);
  });
});
