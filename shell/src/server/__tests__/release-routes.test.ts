// The pin link and the browsers' error beacon (docs/deployment.md#health-per-version-and-automatic-rollback): bad
// input is a 4xx, reports are counted per known version only, and an address that sends too many gets 429.
import Fastify, { type FastifyInstance } from 'fastify';
import { registry } from '../metrics';
import { registerReleaseRoutes } from '../release-routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerReleaseRoutes(app, {
    pinSecret: 'secret',
    secure: true,
    knownVersions: () => [{ remote: 'catalogue', version: '1.2.0-beacon' }],
    beaconsPerMinute: 5,
  });
  await app.ready();
});

afterAll(() => app.close());

const beacon = (payload: string, address = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/_beacon',
    payload,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    remoteAddress: address,
  });

const counted = async () =>
  Number(
    /shell_browser_errors_total\{remote="catalogue",version="1\.2\.0-beacon",kind="hydration"\} (\d+)/.exec(
      await registry.metrics(),
    )?.[1] ?? 0,
  );

it('counts a valid report of a version the shell runs, and ignores other versions', async () => {
  const before = await counted();
  expect((await beacon('{"remote":"catalogue","version":"1.2.0-beacon","kind":"hydration"}')).statusCode).toBe(204);
  expect((await beacon('{"remote":"catalogue","version":"0.9.0-old","kind":"hydration"}', '10.0.0.2')).statusCode).toBe(
    204,
  );
  expect(await counted()).toBe(before + 1);
  expect(await registry.metrics()).not.toContain('0.9.0-old');
});

it('answers malformed and oversized reports with a 4xx, and too many with 429', async () => {
  const malformed = [
    'not json',
    '[]',
    '{"remote":"blog","version":"1","kind":"hydration"}',
    '{"remote":"catalogue","version":"1","kind":"click"}',
    '{"remote":"catalogue","version":1,"kind":"error"}',
    '{"remote":"catalogue","version":"1","kind":"error","url":"/o-nas"}',
  ];
  for (const [index, payload] of malformed.entries())
    expect((await beacon(payload, `10.0.1.${index}`)).statusCode).toBe(400);
  expect(
    (await beacon(`{"remote":"catalogue","version":"${'1'.repeat(300)}","kind":"error"}`, '10.0.0.4')).statusCode,
  ).toBe(413);
  const statuses = [];
  for (let report = 0; report < 7; report += 1)
    statuses.push(
      (await beacon('{"remote":"catalogue","version":"1.2.0-beacon","kind":"error"}', '10.0.0.5')).statusCode,
    );
  expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
});

it('sets the pin cookie for a valid link only, and always sends the browser to the front page', async () => {
  const bad = await app.inject('/_pin?token=forged.token');
  expect(bad.statusCode).toBe(303);
  expect(bad.headers.location).toBe('/');
  expect(bad.headers['set-cookie']).toBe('ef_pin=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure');
});
