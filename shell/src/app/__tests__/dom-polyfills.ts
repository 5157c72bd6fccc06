// jsdom has no TextEncoder/TextDecoder, which react-router 7 needs when it loads. Import this first in a test
// file (before anything that imports react-router) until the shared jest set-up provides them.
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
