// The log line of a failure a page recovers from (the error page, a region's fallback): one structured line per
// event, naming the page and the error in a few hundred characters (an address can be thousands, and a stack
// printed to the console is dozens of lines), and never a preview token.
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '@ergoforma/shared-contracts';
import { withoutSecrets } from '@ergoforma/shared-contracts/server';
import type { ShellServices } from '../app/services';

const MAX_TEXT = 200;
/** A bug's place: the first frames of its stack. */
const STACK_FRAMES = 3;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

function errorFacts(error: unknown): Record<string, unknown> {
  if (error instanceof ApiError)
    return { type: error.name, status: error.status, path: cut(error.path), message: cut(error.message) };
  if (!(error instanceof Error)) return { message: cut(String(error)) };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: cut(error.message.split('\n')[0] ?? ''),
    at: frames.slice(0, STACK_FRAMES).map((frame) => cut(frame.trim())),
  };
}

/** Reports a page's failures to the server's log, naming the page. */
export function pageReporter(log: FastifyBaseLogger, url: URL): ShellServices['report'] {
  const page = cut(withoutSecrets(`${url.pathname}${url.search}`));
  return (level, message, error) => log[level]({ url: page, error: errorFacts(error) }, message);
}
