// A fingerprint of the running shell's code and assets: part of every cached page's key and ETag, so a new shell
// build never answers 304 for, or serves, a page rendered by the previous one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Hash of every JavaScript and CSS file under `dirs` (source maps and compressed copies left out). */
export function shellBuildId(dirs: string[]): string {
  const hash = createHash('sha1');
  for (const dir of dirs) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(dir.length)).update(readFileSync(file));
  }
  return hash.digest('base64url').slice(0, 16);
}
