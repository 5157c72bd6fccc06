import { SheetCache, SheetQueueFull, sheetKey, type Sheet } from '../sheet-cache';

/** Drawings that finish when the test says, recording how many run at once. */
function controlledRenderer() {
  const finish: Array<() => void> = [];
  const state = { running: 0, mostAtOnce: 0, calls: 0 };
  const render = (name: string) => () =>
    new Promise<Sheet>((resolve) => {
      state.calls += 1;
      state.running += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      finish.push(() => {
        state.running -= 1;
        resolve({ pdf: Buffer.from(name.padEnd(10)), disposition: name });
      });
    });
  return { render, finish, state };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('keys a sheet by content version, product and language: an edit to the content is another sheet', () => {
  expect(sheetKey('v1', 7, 'pl')).toBe(sheetKey('v1', 7, 'pl'));
  expect(sheetKey('v1', 7, 'en')).not.toBe(sheetKey('v1', 7, 'pl'));
  expect(sheetKey('v1', 8, 'pl')).not.toBe(sheetKey('v1', 7, 'pl'));
  expect(sheetKey('v2', 7, 'pl')).not.toBe(sheetKey('v1', 7, 'pl'));
});

it('draws one sheet at a time, shares a drawing among those waiting for it, and refuses past the queue', async () => {
  const { render, finish, state } = controlledRenderer();
  const cache = new SheetCache({ maxBytes: 1000, maxWaiting: 2 });
  const a = [cache.get('a', render('A')), cache.get('a', render('A'))];
  const b = cache.get('b', render('B'));
  await expect(cache.get('c', render('C'))).rejects.toBeInstanceOf(SheetQueueFull);
  await settle();
  expect(state).toMatchObject({ calls: 1, running: 1 });
  finish.shift()?.();
  expect((await Promise.all(a)).map((sheet) => sheet.disposition)).toEqual(['A', 'A']);
  await settle();
  finish.shift()?.();
  expect((await b).disposition).toBe('B');
  expect(state).toMatchObject({ calls: 2, mostAtOnce: 1 });
  expect(cache.kept('a')?.disposition).toBe('A');
  await cache.get('a', render('A'));
  expect(state.calls).toBe(2);
});

it('keeps sheets within its byte budget, the least recently used going first', async () => {
  const { render, finish, state } = controlledRenderer();
  const cache = new SheetCache({ maxBytes: 20, maxWaiting: 4 });
  const draw = async (key: string) => {
    const sheet = cache.get(key, render(key));
    await settle();
    finish.shift()?.();
    return sheet;
  };
  await draw('a');
  await draw('b');
  cache.kept('a'); // a is now the most recent
  await draw('c'); // 30 bytes: b goes
  expect(state.calls).toBe(3);
  expect(cache.kept('a')).toBeDefined();
  expect(cache.kept('b')).toBeUndefined();
  await draw('b');
  expect(state.calls).toBe(4);
});
