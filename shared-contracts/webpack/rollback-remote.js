// Points the discovery document back at the remote's previous release: `npm run rollback -w mfe-catalogue`.
// Every release puts the entry it replaces on the remote's list `previous.<name>` in the document
// (release-remote.js); a rollback takes the last one off that list and makes it current again, hashes
// included, so a running shell switches back without a restart. Rolling back twice goes back two releases.
// Options (or environment): --discovery (REMOTES_DISCOVERY; default ../shell/remotes.local.json).
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { discoveryFile, remoteName, updateDiscovery } = require('./discovery-file');

function main() {
  const { values } = parseArgs({ options: { discovery: { type: 'string' } } });
  const name = remoteName(process.cwd());
  const file = discoveryFile(values.discovery);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist: nothing was released`);
  let from;
  let to;
  updateDiscovery(file, (document) => {
    const previous = document.previous?.[name] ?? [];
    if (previous.length === 0) throw new Error(`${name} has no earlier release to go back to in ${file}`);
    from = document.remotes[name].version;
    to = previous[previous.length - 1];
    document.remotes[name] = to;
    document.previous = { ...document.previous, [name]: previous.slice(0, -1) };
    return true;
  });
  console.log(`${path.relative(process.cwd(), file)}: ${name} ${from} -> ${to.version}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
