// A release is rendered by the shell's server from the switch on, without a restart: the server runs the newly
// released build of a remote's server code (not the first build it ever loaded), a rollback brings the old
// markup back, and a render that started on the old build finishes on it (docs/deployment.md#releasing-one-remote).
// The remote is a real Module Federation server build, made twice with different text, so the test exercises
// what a real release does: a second build of the same remote evaluated beside the first, loading its own chunks.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RemoteDirectory } from '../remote-directory';
import { releaseFixture, type ReleaseFixture } from './remote-release-fixture';

let fixture: ReleaseFixture;
let directory: RemoteDirectory;

/** Builds the content remote's server code whose page says `text` (its exposed module loads as its own chunk). */
const build = (text: string): Promise<void> =>
  fixture.build(
    `import { createElement } from 'react';
export default {
  layout: 'default',
  load: async () => null,
  Component: () => createElement('p', { className: 'release-text' }, ${JSON.stringify(text)}),
};`,
    text,
  );

const run = (script: 'release-remote.js' | 'rollback-remote.js'): void => fixture.run(script);
const contentVersion = (): string => fixture.content().stable.version;

/** The markup the server renders for the content page with the federation a request would take now. */
async function render(federation = directory.federation()): Promise<string> {
  const page = await federation.loadModule('content/ContentPage');
  return renderToStaticMarkup(createElement(page.Component as () => null));
}

beforeAll(async () => {
  fixture = await releaseFixture();
  directory = await RemoteDirectory.open({
    discovery: fixture.discovery,
    allowedOrigins: [fixture.origin],
    timeoutMs: 5000,
    contractsVersion: '1.0.0',
    log: { info: () => {}, warn: () => {} },
  });
}, 60_000);

afterAll(async () => {
  directory.close();
  await fixture.close();
});

it('renders each release and rollback with that build’s server code, without a restart', async () => {
  await build('Wersja pierwsza');
  run('release-remote.js');
  const first = contentVersion();
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: first, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja pierwsza</p>');
  const startedOnFirst = directory.federation();

  await build('Wersja druga');
  run('release-remote.js');
  const second = contentVersion();
  expect(second).not.toBe(first);
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: second, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja druga</p>');
  // A request that took its federation before the switch still renders the build it started with.
  expect(await render(startedOnFirst)).toBe('<p class="release-text">Wersja pierwsza</p>');

  run('rollback-remote.js');
  expect(contentVersion()).toBe(first);
  await directory.reload();
  expect(directory.status().content).toMatchObject({ version: first, state: 'active' });
  expect(await render()).toBe('<p class="release-text">Wersja pierwsza</p>');

  run('release-remote.js');
  await directory.reload();
  expect(await render()).toBe('<p class="release-text">Wersja druga</p>');
}, 120_000);
