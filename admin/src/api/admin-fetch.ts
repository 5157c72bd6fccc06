// Every call of the back office to its API: JSON in and out, on this origin (the session cookie goes along by
// itself), errors as react-admin's HttpError with the API's message and body (a 409 carries the current record).
import { HttpError } from 'react-admin';

export const ADMIN_API = '/api/admin';

export interface AdminAnswer<T> {
  body: T;
  headers: Pick<Headers, 'get' | 'has'>;
}

/** The message the API's error body names, else the HTTP status text. */
function messageOf(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string')
    return body.message;
  return response.statusText || `HTTP ${response.status}`;
}

export async function adminFetch<T>(
  path: string,
  init: { method?: string; body?: string | FormData } = {},
): Promise<AdminAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) sets its own multipart type with the boundary.
  if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ADMIN_API}${path}`, { ...init, headers, credentials: 'same-origin' });
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) throw new HttpError(messageOf(body, response), response.status, body);
  return { body: body as T, headers: response.headers };
}

export const postJson = <T>(path: string, body: unknown = {}) =>
  adminFetch<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** Seconds from a 429's Retry-After, when the error carries them. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const seconds = /(\d+) s\b/.exec(error.message)?.[1];
  return seconds === undefined ? 60 : Number(seconds);
}
