// After every build of a remote (npm run build, and each rebuild of npm run dev) records the SHA-384 of the
// entry just written in the discovery document, so the shell runs these bytes and no others. A remote that the
// document points at a release (/releases/<version>/) is left alone: a new build is not live until released.
// Nothing is recorded when there is no shell/remotes.json to start from (a remote built alone, e.g. in Docker).
const path = require('node:path');
const { discoveryFile, sha384Of, updateDiscovery } = require('./discovery-file');

const isRelease = (descriptor) => /\/releases\/[^/]+\//.test(descriptor.serverEntry);

class RecordBuildPlugin {
  /** @param {{ name: string, entry: 'browserEntry' | 'serverEntry' }} options */
  constructor({ name, entry }) {
    this.name = name;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('RecordBuildPlugin', (compilation) => {
      if (compilation.errors.length > 0 || /^https?:\/\//.test(process.env.REMOTES_DISCOVERY ?? '')) return;
      const integrity = sha384Of(path.join(compiler.outputPath, 'remoteEntry.js'));
      updateDiscovery(discoveryFile(), (document) => {
        const descriptor = document.remotes?.[this.name];
        if (!descriptor || isRelease(descriptor) || descriptor.integrity?.[this.entry] === integrity) return false;
        descriptor.integrity = { ...descriptor.integrity, [this.entry]: integrity };
        return true;
      });
    });
  }
}

module.exports = { RecordBuildPlugin, isRelease };
