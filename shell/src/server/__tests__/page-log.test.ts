// A page's failure is one short log line naming the page, never a preview token.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { ApiError } from '@ergoforma/shared-contracts';
import { pageReporter } from '../page-log';

function logLines(report: (reporter: ReturnType<typeof pageReporter>) => void, url: string): string[] {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  report(pageReporter(Fastify({ logger: { level: 'warn', stream } }).log, new URL(url)));
  return written.split('\n').filter(Boolean);
}

it('writes an API failure of a 3,000-character address as one line of a few hundred characters', () => {
  const slug = 'a'.repeat(3_000);
  const error = new ApiError(`API unreachable: /api/posts/${slug} (fetch failed)`, 0, `/api/posts/${slug}`);
  const lines = logLines(
    (report) => report('error', 'page load failed', error),
    `https://site.test/aktualnosci/${slug}`,
  );
  expect(lines).toHaveLength(1);
  expect(lines[0].length).toBeLessThan(1_000);
  expect(JSON.parse(lines[0])).toMatchObject({
    level: 50,
    msg: 'page load failed',
    url: expect.stringMatching(/^\/aktualnosci\/a+…$/),
    error: { type: 'ApiError', status: 0, path: expect.stringMatching(/^\/api\/posts\/a+…$/) },
  });
});

it("writes a bug's first line and place, and never the preview token of the address", () => {
  const lines = logLines(
    (report) => report('warn', 'preview failed', new TypeError('x is not a function\nmore')),
    'https://site.test/preview/page/12?token=s3cret',
  );
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toContain('s3cret');
  const line = JSON.parse(lines[0]) as { error: { type: string; message: string; at: string[] } };
  expect(line.error).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  expect(line.error.at[0]).toMatch(/^at .*page-log\.test\.ts/);
});
