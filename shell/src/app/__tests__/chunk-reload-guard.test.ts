import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadAfterChunkFailure } from '../chunk-reload-guard';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function storageThrowingOn(method: 'getItem' | 'setItem'): Storage {
  const storage = memoryStorage();
  return Object.assign(storage, {
    [method]: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

describe('reloadAfterChunkFailure', () => {
  it('guards for 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it('reloads on the first chunk failure', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(memoryStorage(), reload, T0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 60 s (no reload loop)', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadAfterChunkFailure(storage, reload, T0);
    expect(reloadAfterChunkFailure(storage, reload, T0)).toBe(false);
    expect(reloadAfterChunkFailure(storage, reload, T0 + 30_000)).toBe(false);
    expect(reloadAfterChunkFailure(storage, reload, T0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 60 s have passed, and then guards from the new reload', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadAfterChunkFailure(storage, reload, T0);
    expect(reloadAfterChunkFailure(storage, reload, T0 + 60_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadAfterChunkFailure(storage, reload, T0 + 90_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the storage it is given (survives the reload itself)', () => {
    const storage = memoryStorage();
    reloadAfterChunkFailure(storage, jest.fn(), T0);
    expect(storage.length).toBe(1);
    // A fresh page load (new call, same session storage) is still guarded.
    const reloadAfterPageLoad = jest.fn();
    expect(reloadAfterChunkFailure(storage, reloadAfterPageLoad, T0 + 5_000)).toBe(false);
    expect(reloadAfterPageLoad).not.toHaveBeenCalled();
  });

  it('uses the current time by default', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(storage, reload)).toBe(true);
    expect(reloadAfterChunkFailure(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['getItem', 'setItem'] as const)(
    'does not reload when storage.%s throws (it could not stop a loop)',
    (method) => {
      const reload = jest.fn();
      expect(reloadAfterChunkFailure(storageThrowingOn(method), reload, T0)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    },
  );
});

describe('isChunkLoadError', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    [
      'webpack ChunkLoadError',
      named('ChunkLoadError', 'Loading chunk 345 failed.\n(error: http://localhost:3002/345.js)'),
    ],
    ['a ChunkLoadError with an unrelated message', named('ChunkLoadError', 'x')],
    ["'Loading chunk 12 failed'", new Error('Loading chunk 12 failed.')],
    ["'Loading CSS chunk 7 failed'", new Error('Loading CSS chunk 7 failed.\n(/assets/7.css)')],
    [
      'Module Federation RUNTIME-008',
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    ],
    [
      'a failed dynamic import',
      new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/x.js'),
    ],
    ['a ScriptExternalLoadError', named('ScriptExternalLoadError', 'Loading script failed.')],
    ['a plain string message', 'ChunkLoadError: Loading chunk 3 failed.'],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a type error', new TypeError('x is not a function')],
    ['a failed API fetch', new TypeError('Failed to fetch')],
    ['a remote load timeout', new Error('Loading chrome/Header timed out')],
    ['an API error', named('ApiError', 'GET /api/products answered 503')],
    ['undefined', undefined],
    ['null', null],
    ['an object', { status: 500 }],
  ])('does not treat %s as a chunk failure', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
