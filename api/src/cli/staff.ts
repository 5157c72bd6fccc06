// Staff accounts from the server's command line (the first admin, and a new link for someone locked out):
//   npm run staff -w api -- add --email anna@ergoforma.pl --role admin [--name "Anna Nowak"]
//   npm run staff -w api -- link --email anna@ergoforma.pl     a new one-time set-up link (the password is chosen anew)
//   npm run staff -w api -- list
// A set-up link is valid for 24 hours and once; it is printed here and nowhere else (never logged or stored: the
// database keeps only its hash). Environment: DATABASE_URL or DATABASE_PATH as for the API, ADMIN_ORIGIN (the
// back office the link opens; default http://localhost:3010).
import { readEnvironment } from '../config/env';
import { openContentStore } from '../db';
import { DEFAULT_ADMIN_ORIGIN } from '../routes/admin/back-office';
import {
  findAccountByEmail,
  insertAccount,
  issueToken,
  listAccounts,
  SETUP_LINK_MS,
  type AccountRow,
} from '../staff/accounts';
import { recordAudit } from '../staff/audit-log';
import { isStaffRole, STAFF_ROLES } from '../staff/roles';
import { staffDb, type StaffDb } from '../staff/staff-tables';

const USAGE = `Usage: staff add --email ADDRESS --role ${STAFF_ROLES.join('|')} [--name NAME]
       staff link --email ADDRESS
       staff list`;

type Command =
  | { kind: 'add'; email: string; role: (typeof STAFF_ROLES)[number]; name: string }
  | { kind: 'link'; email: string }
  | { kind: 'list' };

function options(argv: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const match = /^--(email|role|name)(?:=(.*))?$/.exec(argument);
    if (!match?.[1]) throw new Error(`Unknown argument "${argument}"\n${USAGE}`);
    const value = match[2] ?? argv[(index += 1)];
    if (value === undefined || value === '') throw new Error(`--${match[1]} needs a value\n${USAGE}`);
    found.set(match[1], value);
  }
  return found;
}

export function parseArguments(argv: readonly string[]): Command {
  const [verb, ...rest] = argv;
  const given = options(rest);
  const email = given.get('email');
  if (verb === 'list' && given.size === 0) return { kind: 'list' };
  if ((verb === 'add' || verb === 'link') && (email === undefined || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) {
    throw new Error(`--email must be an e-mail address\n${USAGE}`);
  }
  if (verb === 'link' && email !== undefined) return { kind: 'link', email };
  if (verb === 'add' && email !== undefined) {
    const role = given.get('role');
    if (!isStaffRole(role)) throw new Error(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
    return { kind: 'add', email, role, name: given.get('name') ?? email.split('@')[0] ?? email };
  }
  throw new Error(USAGE);
}

async function setUpLink(db: StaffDb, account: AccountRow, adminOrigin: string, now: Date): Promise<string> {
  const token = await issueToken(db, account.id, 'setup', now);
  await recordAudit(db, now, {
    action: 'setup_link_issued',
    target: `account:${account.id}`,
    detail: { email: account.email, via: 'staff command' },
  });
  const until = new Date(now.getTime() + SETUP_LINK_MS).toISOString();
  // The token is in the fragment: browsers never send it to a server, so no access log can keep it.
  return `Set-up link for ${account.email} (${account.role}), valid once until ${until}:\n${adminOrigin}/set-password#${token}\n`;
}

async function run(command: Command, db: StaffDb, adminOrigin: string, out: (text: string) => void): Promise<void> {
  const now = new Date();
  if (command.kind === 'list') {
    const { accounts } = await listAccounts(db, { sort: 'email', order: 'asc', offset: 0, limit: 10_000 });
    if (accounts.length === 0) out('No staff accounts.\n');
    for (const a of accounts) {
      const state = a.disabled ? 'disabled' : a.active ? 'active' : 'set-up link not used yet';
      out(`#${a.id} ${a.email} ${a.role} (${state}${a.totpEnabled ? ', authenticator app' : ''})\n`);
    }
    return;
  }
  const existing = await findAccountByEmail(db, command.email);
  if (command.kind === 'link') {
    if (!existing) throw new Error(`No account ${command.email}`);
    out(await setUpLink(db, existing, adminOrigin, now));
    return;
  }
  if (existing) throw new Error(`${command.email} already has an account; "staff link" makes a new set-up link`);
  const account = await insertAccount(db, command, now);
  await recordAudit(db, now, {
    action: 'account_invited',
    target: `account:${account.id}`,
    detail: { email: account.email, role: account.role, via: 'staff command' },
  });
  out(await setUpLink(db, account, adminOrigin, now));
}

/** Runs the command, printing to `out`; throws on a bad argument. */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
): Promise<void> {
  const command = parseArguments(argv);
  const settings = readEnvironment(env);
  const store = await openContentStore({
    databasePath: settings.DATABASE_PATH,
    databaseUrl: settings.DATABASE_URL,
    fixturesDir: settings.FIXTURES_DIR,
  });
  try {
    await run(command, staffDb(store.db), settings.ADMIN_ORIGIN ?? DEFAULT_ADMIN_ORIGIN, out);
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2), process.env, (text) => process.stdout.write(text)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
