// The back-office server's settings, read once from the environment; a bad value stops the start and names the variable.
export interface AdminServerConfig {
  host: string;
  port: number;
  /** Where the back-office API is (the content API; only its /api/admin routes are forwarded). */
  apiUrl: string;
  /** The origin staff open the back office at: https turns on HSTS. */
  adminOrigin: string;
  /** Folder of the browser build. */
  browserDir: string;
}

function url(name: string, value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL (got "${value}")`);
  }
}

function port(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv, browserDir: string): AdminServerConfig {
  const adminOrigin = url('ADMIN_ORIGIN', env.ADMIN_ORIGIN ?? 'http://localhost:3010');
  return {
    host: env.HOST ?? 'localhost',
    port: port('PORT', env.PORT ?? new URL(adminOrigin).port ?? '3010'),
    apiUrl: url('API_URL', env.API_URL ?? 'http://localhost:4000'),
    adminOrigin,
    browserDir,
  };
}
