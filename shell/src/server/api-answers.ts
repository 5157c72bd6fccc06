// The shell's calls to the content API, with its successful GET answers remembered per content version: the
// menus, sitemap and page data of a page are the same on every render until the content changes (the version
// is part of the key, content-version.ts). Identical calls in flight share one request. Bounded in bytes.
// Previews (a token) and calls while the API is unreachable always go to the API.
import { LRUCache } from 'lru-cache';
import { CONTENT_KEYS_HEADER, parseContentKeys, type ContentKey, type FetchLike } from '@ergoforma/shared-contracts';
import type { ContentVersion } from './content-version';
import { apiCallDuration, apiResource } from './metrics';

interface Answer {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Headers that described the bytes on the wire, not the decoded body kept here. */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

async function readAnswer(response: Response): Promise<Answer> {
  const headers = [...response.headers].filter(([name]) => !WIRE_HEADERS.has(name));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

const toResponse = (answer: Answer) =>
  new Response(answer.status === 204 ? null : new Uint8Array(answer.body), {
    status: answer.status,
    headers: answer.headers,
  });

/** fetch, timed for the metrics. */
async function timedFetch(input: string, init?: RequestInit): Promise<Response> {
  const started = performance.now();
  const observe = (status: string) =>
    apiCallDuration.observe({ resource: apiResource(input), status }, (performance.now() - started) / 1000);
  try {
    const response = await fetch(input, init);
    observe(String(response.status));
    return response;
  } catch (error) {
    observe('error');
    throw error;
  }
}

export function rememberingApiFetch(contentVersion: ContentVersion, maxBytes: number): FetchLike {
  const answers =
    maxBytes > 0
      ? new LRUCache<string, Answer>({
          maxSize: maxBytes,
          maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
          sizeCalculation: (answer, key) => answer.body.length + key.length + 256,
        })
      : null;
  const inFlight = new Map<string, Promise<Answer>>();

  return async (input, init) => {
    const version = contentVersion.current;
    const headers = new Headers(init?.headers);
    const remembered =
      answers !== null &&
      version !== null &&
      contentVersion.reachable &&
      (init?.method ?? 'GET') === 'GET' &&
      !headers.has('x-preview-token') &&
      !new URL(input).searchParams.has('token');
    if (!remembered) return timedFetch(input, init);

    const key = `${version}\n${headers.get('accept-locale') ?? ''}\n${input}`;
    const known = answers.get(key);
    if (known) return toResponse(known);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = timedFetch(input, init)
        .then(readAnswer)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const answer = await pending;
    if (answer.status === 200) answers.set(key, answer);
    return toResponse(answer);
  };
}

/**
 * What one render's API calls answered: the content keys of their answers (the content the page shows), and
 * whether a call failed (the page then shows that failure).
 */
export class ApiCalls {
  failed = false;
  readonly contentKeys = new Set<ContentKey>();
}

/** `fetch`, noting in `calls` each answer's content keys, and a call that finds the API unreachable or failing. */
export function recordingFetch(fetch: FetchLike, calls: ApiCalls): FetchLike {
  return async (input, init) => {
    try {
      const response = await fetch(input, init);
      // 5xx, or 429: not answered.
      if (response.status >= 500 || response.status === 429) calls.failed = true;
      for (const key of parseContentKeys(response.headers.get(CONTENT_KEYS_HEADER))) calls.contentKeys.add(key);
      return response;
    } catch (error) {
      calls.failed = true;
      throw error;
    }
  };
}
