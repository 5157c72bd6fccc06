// The API's environment: defaults when unset, relative paths from the api folder, and a bad value refused with one
// line that names the variable.
import path from 'node:path';
import { API_ROOT } from '../../app';
import { EnvironmentError, readEnvironment } from '../env';

describe('readEnvironment', () => {
  it('gives the defaults for an empty environment, an empty value counting as unset', () => {
    const env = readEnvironment({ DATABASE_URL: '', TRUST_PROXY: '' });
    expect(env).toMatchObject({
      PORT: 4000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: path.join(API_ROOT, 'var', 'site.db'),
      MEDIA_DIR: path.join(API_ROOT, 'var', 'media'),
      TRUST_PROXY: 'loopback',
      STAFF_SESSION_IDLE_MINUTES: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.timeouts.requestMs).toBe(120_000);
  });

  it('reads numbers, paths, origins and the proxy setting', () => {
    const env = readEnvironment({
      PORT: '4100',
      DATABASE_PATH: '/tmp/x/site.db',
      UPLOADS_DIR: 'var/up',
      ADMIN_ORIGIN: 'https://admin.example.pl/',
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_MAX: '3',
      REQUEST_TIMEOUT_MS: '5000',
    });
    expect(env).toMatchObject({
      PORT: 4100,
      DATABASE_PATH: '/tmp/x/site.db',
      UPLOADS_DIR: path.join(API_ROOT, 'var', 'up'),
      ADMIN_ORIGIN: 'https://admin.example.pl',
      TRUST_PROXY: true,
      FORM_RATE_LIMIT_MAX: 3,
    });
    expect(env.timeouts.requestMs).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a port number, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a port number, got "70000"'],
    [{ FORM_RATE_LIMIT_MAX: '0' }, 'FORM_RATE_LIMIT_MAX must be a positive integer, got "0"'],
    [{ STAFF_SESSION_MAX_HOURS: '1.5' }, 'STAFF_SESSION_MAX_HOURS must be a positive integer, got "1.5"'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL must be a postgres:// address'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn'],
    [{ HOST: '   ' }, 'HOST must not be blank'],
    [{ IDLE_TIMEOUT_MS: '-1' }, 'IDLE_TIMEOUT_MS must be a positive number of milliseconds, got "-1"'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => readEnvironment(env)).toThrow(EnvironmentError);
    expect(() => readEnvironment(env)).toThrow(message);
  });
});
