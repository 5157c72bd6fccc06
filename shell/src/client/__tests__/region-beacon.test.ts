// The browser's error beacon (docs/deployment.md#health-per-version-and-automatic-rollback): an error is put on
// the remote whose code is innermost in its stack, and a page view reports little.
import { createRegionBeacon, remoteOfStack } from '../region-beacon';

const remotes = {
  chrome: { version: '1.0.0-aa', browserEntry: 'http://localhost:3001/releases/1.0.0-aa/browser/remoteEntry.js' },
  catalogue: { version: '1.1.0-bb', browserEntry: 'http://localhost:3002/releases/1.1.0-bb/browser/remoteEntry.js' },
};

it('finds the remote whose code is innermost in the stack', () => {
  const stack = [
    'TypeError: x is undefined',
    '    at Gallery (http://localhost:3002/releases/1.1.0-bb/browser/412.abcd.js:1:200)',
    '    at Header (http://localhost:3001/releases/1.0.0-aa/browser/77.ef01.js:1:90)',
  ].join('\n');
  expect(remoteOfStack(stack, remotes)).toEqual({ remote: 'catalogue', version: '1.1.0-bb' });
  expect(remoteOfStack('    at http://localhost:3000/assets/main.js:1:1', remotes)).toBeNull();
});

it('sends one anonymous report per remote and kind', () => {
  const sent: string[] = [];
  const report = createRegionBeacon(remotes, (url, body) => {
    sent.push(`${url} ${body}`);
    return true;
  });
  const inCatalogue = 'at x (http://localhost:3002/releases/1.1.0-bb/browser/1.js:1:1)';
  report('hydration', inCatalogue);
  report('hydration', inCatalogue);
  report('error', inCatalogue);
  report('error', 'at y (http://elsewhere.example/z.js:1:1)');
  expect(sent).toEqual([
    '/_beacon {"remote":"catalogue","version":"1.1.0-bb","kind":"hydration"}',
    '/_beacon {"remote":"catalogue","version":"1.1.0-bb","kind":"error"}',
  ]);
});
