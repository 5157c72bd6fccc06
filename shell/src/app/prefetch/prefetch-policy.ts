// Prefetching spends the visitor's data on pages they may not open, so it is skipped offline, on 2g and when the
// visitor asked to save data (navigator.connection, where the browser has it).

/** What the browser says about the connection (the Network Information API; absent in some browsers). */
export interface ConnectionHints {
  onLine: boolean;
  connection?: { effectiveType?: string; saveData?: boolean };
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function prefetchAllowed({ onLine, connection }: ConnectionHints): boolean {
  if (!onLine) return false;
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}
