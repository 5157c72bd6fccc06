// Prints a QA pin link (docs/deployment.md#releasing): `npm run pin -- catalogue@1.1.0-ab12cd34 --minutes 60`.
// Signed with PIN_SECRET (the shell's), for the site at PUBLIC_ORIGIN; opening it pins those versions in that
// browser until it expires.
import { parseArgs } from 'node:util';
import { parsePinSpec, PIN_PATH, signPins, type Pins } from './pin-link';

const MAX_MINUTES = 7 * 24 * 60;

function main(): void {
  const { values, positionals } = parseArgs({
    options: { minutes: { type: 'string', default: '60' } },
    allowPositionals: true,
  });
  const secret = process.env.PIN_SECRET;
  if (!secret) throw new Error('PIN_SECRET is not set: use the secret the shell runs with');
  const minutes = Number(values.minutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES)
    throw new Error(`--minutes takes a whole number from 1 to ${MAX_MINUTES}`);
  if (positionals.length === 0) throw new Error('Name at least one remote version: catalogue@1.1.0-ab12cd34');
  const pins: Pins = {};
  for (const spec of positionals) {
    const parsed = parsePinSpec(spec);
    if (!parsed) throw new Error(`"${spec}" is not <remote>@<version>`);
    pins[parsed[0]] = parsed[1];
  }
  const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
  const token = signPins(pins, new Date(Date.now() + minutes * 60_000), secret);
  console.log(`${origin}${PIN_PATH}?token=${token}`);
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
