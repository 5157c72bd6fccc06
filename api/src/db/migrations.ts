// Numbered schema migrations, the same scheme on every engine: each domain keeps its schema as steps keyed by
// migration number (db/sqlite/schema/, db/postgres/schema/); migration N is every domain's step N, in domain order.
// A database records the numbers it has applied, and refuses to start if it has one this code does not know.

/** A domain's schema changes, by migration number. */
export type SchemaSteps = Readonly<Partial<Record<number, string>>>;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface MigrationResult {
  applied: number[];
  current: number;
}

/** The migrations of `history` (numbers and names), each made of the domains' steps of that number. */
export function composeMigrations(
  history: ReadonlyArray<{ version: number; name: string }>,
  domains: readonly SchemaSteps[],
): Migration[] {
  const numbers = new Set(history.map((entry) => entry.version));
  for (const domain of domains) {
    for (const version of Object.keys(domain).map(Number)) {
      if (!numbers.has(version)) throw new Error(`Schema step ${version} is not a migration of the history`);
    }
  }
  return history.map(({ version, name }) => ({
    version,
    name,
    sql: domains.flatMap((domain) => domain[version] ?? []).join('\n'),
  }));
}

/** The migrations still to apply, in order; throws when the database has one this code does not know. */
export function pendingMigrations(migrations: readonly Migration[], done: ReadonlySet<number>): Migration[] {
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...done].filter((version) => !known.has(version));
  if (unknown.length > 0) {
    throw new Error(
      `The database has migrations this code does not know (${unknown.join(', ')}): it was written by a newer version.`,
    );
  }
  return [...migrations].sort((a, b) => a.version - b.version).filter((m) => !done.has(m.version));
}
