/**
 * A failed API call: HTTP status >= 400, a body whose `code` says 4xx/5xx (docs/api.md#the-sites-api-client), or no
 * answer (status 0).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The API could not be reached or answered with a server error. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

/** Calling a method a service does not define throws (docs/api.md#the-sites-api-client). */
export class UndefinedServiceMethodError extends Error {
  constructor(service: string, method: string) {
    super(`Undefined method '${method}' on service '${service}'`);
    this.name = 'UndefinedServiceMethodError';
  }
}

/** Thrown by a page loader when the record does not exist or the page fails validation: the shell answers 404. */
export class PageNotFoundError extends Error {
  constructor(message = 'Page does not exist') {
    super(message);
    this.name = 'PageNotFoundError';
  }
}

/**
 * Thrown by a page loader when the page lives at another address of the site (one canonical address per page):
 * the shell answers a permanent redirect there. `location` is a site path ('/podlokietniki?tag=3').
 */
export class PageMovedError extends Error {
  constructor(readonly location: string) {
    super(`Page moved to ${location}`);
    this.name = 'PageMovedError';
  }
}

/**
 * Data carrying a `code` of at most three characters starting with 4 or 5 is a failure
 * (docs/api.md#the-sites-api-client).
 */
export function failureCodeOf(data: unknown): number | null {
  if (data === null || typeof data !== 'object' || !('code' in data)) return null;
  const code = String(data.code);
  return code.length <= 3 && /^[45]/.test(code) ? Number.parseInt(code, 10) || 500 : null;
}

/**
 * Preview errors (docs/behaviour.md#preview): the draft does not exist (404), or anything else went wrong (a wrong
 * token: 403).
 */
export const PREVIEW_NOT_FOUND = 'pageData not found';
export const PREVIEW_ERROR = 'pageData error';
