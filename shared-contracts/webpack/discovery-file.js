// The discovery document the shell reads and watches (README: Shipping a remote), shared by the steps that
// write it: every remote build records the SHA-384 of the entries it just wrote (record-build-plugin.js), a
// release points a remote at an immutable version (release-remote.js), a rollback at the one before
// (rollback-remote.js). Writers replace the file in one rename, so the shell never reads half a document.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const shellDir = path.resolve(__dirname, '..', '..', 'shell');
/** The committed template: each remote's current build on its own port, without hashes. */
const TEMPLATE = path.join(shellDir, 'remotes.json');

/** The document to write: --discovery, else REMOTES_DISCOVERY, else shell/remotes.local.json (git-ignored). */
function discoveryFile(option) {
  return path.resolve(option ?? process.env.REMOTES_DISCOVERY ?? path.join(shellDir, 'remotes.local.json'));
}

/** Subresource Integrity form of a file's SHA-384 (`sha384-<base64>`), as the shell and browsers check it. */
function sha384Of(file) {
  return `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/** The document, or the template when it does not exist yet; null when neither exists (e.g. a Docker build). */
function readDiscovery(file) {
  const source = fs.existsSync(file) ? file : fs.existsSync(TEMPLATE) ? TEMPLATE : null;
  return source ? JSON.parse(fs.readFileSync(source, 'utf8')) : null;
}

function writeDiscovery(file, document) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(document, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * Read, change, write, and check the change survived: the five remotes build in parallel (npm run dev), and
 * another process may replace the file between our read and our rename. `change` returns false to write nothing.
 */
function updateDiscovery(file, change) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const document = readDiscovery(file);
    if (!document || change(document) === false) return document;
    writeDiscovery(file, document);
    const written = JSON.stringify(document.remotes);
    if (JSON.stringify(readDiscovery(file).remotes) === written) return document;
  }
  throw new Error(`${file} kept changing under us; run the step again`);
}

/** The remote a folder holds: its package's name without the prefix (@ergoforma/mfe-catalogue -> catalogue). */
function remoteName(dir) {
  const packageName = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  const name = /mfe-([a-z]+)$/.exec(packageName)?.[1];
  if (!name) throw new Error(`Run from a remote's folder (mfe-*), not from ${packageName}`);
  return name;
}

module.exports = { TEMPLATE, discoveryFile, remoteName, sha384Of, readDiscovery, updateDiscovery };
