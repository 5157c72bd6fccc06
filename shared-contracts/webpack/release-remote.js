// Publishes a remote's current build as an immutable version and points the discovery document at it.
// Run from the remote's folder after building: `npm run release -w mfe-catalogue`.
//
// The version is the package version plus a hash of the build (`1.0.0-3fa9c2d1`), so the same build always gets
// the same version and a changed build never overwrites an old one. The browser and server bundles are copied
// together to releases/<version>/ (served at /releases/<version>/ by serve-remote.js, cached forever; source
// maps go along but are never served); old versions stay, so a page rendered with version N keeps loading N's
// chunks after N+1 is out. Last, the remote's entry in the discovery document is replaced, with the SHA-384 of
// the published browser and server entries (the shell runs no other bytes, browsers check them as
// Subresource Integrity); the entry it replaces goes onto the remote's rollback list (rollback-remote.js). A
// running shell notices, checks the new version and switches to it without a restart.
//
// Progressive delivery (docs/deployment.md#releasing): `--canary N` publishes the build the same way but puts it
// beside the stable version, as the remote's canary for N percent of the visitors with an assignment cookie
// (`--canary 0`: no visitor, only browsers that pin it; run it again with another N to change the share);
// `--promote` makes the running canary the stable version (the stable one goes onto the rollback list);
// `--abort` takes the canary out. The shell follows each step without a restart.
//
// Options (or environment): --discovery (REMOTES_DISCOVERY; default ../shell/remotes.local.json, started from
// ../shell/remotes.json), --origin (REMOTE_PUBLIC_ORIGIN; default the origin the document already names).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { discoveryFile, remoteName, sha384Of, updateDiscovery } = require('./discovery-file');

const dir = process.cwd();

/** Every file under `root`, as sorted relative paths. */
function filesUnder(root) {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** Hash of the build's contents; build-info.json is left out because it carries the build time. */
function buildHash(distDir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(distDir)) {
    if (path.basename(file) === 'build-info.json') continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** Copies the build to releases/<version>/ (once) and returns the remote's name, version and released folder. */
function publish() {
  const distDir = path.join(dir, 'dist');
  const infoFile = path.join(distDir, 'browser', 'build-info.json');
  if (!fs.existsSync(infoFile)) throw new Error(`No build in ${distDir}: run npm run build first`);
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  const version = `${info.version}-${buildHash(distDir)}`;

  const target = path.join(dir, 'releases', version);
  if (fs.existsSync(target)) {
    console.log(`${info.name} ${version} is already published`);
  } else {
    const staging = `${target}.${process.pid}.staging`;
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
    console.log(`${info.name} ${version} published to ${path.relative(dir, target)}`);
  }
  return { info, version, target };
}

/** The discovery entry of a published version, with the SHA-384 of its entries. */
function descriptorOf({ info, version, target }, current, originOption) {
  const origin = (originOption ?? process.env.REMOTE_PUBLIC_ORIGIN ?? new URL(current.browserEntry).origin).replace(
    /\/+$/,
    '',
  );
  const base = `${origin}/releases/${version}`;
  return {
    name: info.name,
    version,
    contractsVersion: info.contractsVersion,
    browserEntry: `${base}/browser/remoteEntry.js`,
    serverEntry: `${base}/server/remoteEntry.js`,
    browserManifest: `${base}/browser/mf-manifest.json`,
    integrity: {
      browserEntry: sha384Of(path.join(target, 'browser', 'remoteEntry.js')),
      serverEntry: sha384Of(path.join(target, 'server', 'remoteEntry.js')),
    },
  };
}

/** The share of `--canary`: a whole percentage from 0 to 100. */
function shareOf(text) {
  const share = Number(text);
  if (!/^\d{1,3}$/.test(text) || share > 100)
    throw new Error(`--canary takes a percentage from 0 to 100, not "${text}"`);
  return share;
}

function main() {
  const { values } = parseArgs({
    options: {
      discovery: { type: 'string' },
      origin: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
    },
  });
  if ([values.canary !== undefined, values.promote, values.abort].filter(Boolean).length > 1)
    throw new Error('Give one of --canary, --promote, --abort');
  const file = discoveryFile(values.discovery);

  if (values.promote || values.abort) {
    const name = remoteName(dir);
    let canary;
    updateDiscovery(file, (document) => {
      canary = document.canaries?.[name];
      if (!canary) throw new Error(`${name} has no canary in ${file}`);
      if (values.promote) {
        const current = document.remotes[name];
        document.previous = { ...document.previous, [name]: [...(document.previous?.[name] ?? []), current] };
        document.remotes[name] = canary.remote;
      }
      delete document.canaries[name];
      return true;
    });
    const what = values.promote ? 'is now the stable version' : 'is no longer a canary';
    console.log(`${path.relative(process.cwd(), file)}: ${name} ${canary.remote.version} ${what}`);
    return;
  }

  const share = values.canary === undefined ? null : shareOf(values.canary);
  const published = publish();
  const { name } = published.info;
  const version = published.version;
  updateDiscovery(file, (document) => {
    const current = document?.remotes?.[name];
    if (!current) throw new Error(`${file} has no remote "${name}"`);
    if (share !== null) {
      if (current.version === version) throw new Error(`${name} ${version} is already the stable version`);
      const running = document.canaries?.[name];
      if (running?.remote.version === version && running.share === share) return false;
      const remote =
        running?.remote.version === version ? running.remote : descriptorOf(published, current, values.origin);
      document.canaries = { ...document.canaries, [name]: { share, remote } };
      // A new canary starts afresh: the record of the last one a shell rolled back goes.
      if (document.rolledBack) delete document.rolledBack[name];
      return true;
    }
    if (current.version === version) return false;
    document.previous = { ...document.previous, [name]: [...(document.previous?.[name] ?? []), current] };
    document.remotes[name] = descriptorOf(published, current, values.origin);
    return true;
  });
  const as = share === null ? '' : ` (canary, ${share} % of visitors)`;
  console.log(`${path.relative(process.cwd(), file)}: ${name} -> ${version}${as}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
