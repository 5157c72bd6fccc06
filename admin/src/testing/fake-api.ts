// A stand-in for the back-office API in component tests: answers by method and path, records every call.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (call: FakeCall) => FakeAnswer;

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Installs a fake `fetch` on `/api/admin`; routes are keyed 'METHOD /path' (the path without the query). */
export function fakeAdminApi(routes: Record<string, FakeRoute>) {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (url: string, init: { method?: string; body?: string } = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api\/admin/, '');
    const call = { method, path, body: init.body === undefined ? undefined : (JSON.parse(init.body) as unknown) };
    calls.push(call);
    const route = routes[`${method} ${path.split('?')[0]}`];
    const answer = route ? route(call) : { status: 404, body: { message: 'Not Found' } };
    const status = answer.status ?? 200;
    const headers = new Map(Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: {
        get: (name: string) => headers.get(name.toLowerCase()) ?? null,
        has: (name: string) => headers.has(name.toLowerCase()),
      },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    };
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
  return { calls, fetch };
}
