// What a build says about itself: its release name, its commit and the contract major of @inercise/shared it was
// built against. Written into every remote's manifest (metaData.buildInfo) and into release.json beside a build;
// the shell refuses a remote whose major is not its own.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const git = (args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/**
 * The stamp of a build of the bundle in `dir`. The scripts that build (scripts/lib/build.mjs, scripts/release.mjs)
 * work it out once and hand it to webpack as INERCISE_RELEASE_VERSION and INERCISE_RELEASE_COMMIT, so the manifest
 * and release.json agree. An image build, without git, names its commit with INERCISE_RELEASE_COMMIT.
 * @param {string} dir the bundle's package directory
 * @param {{ version?: string }} [options] a release name given by hand
 * @returns {{ version: string, commit: string, contractMajor: number }}
 */
function buildStamp(dir, options = {}) {
  const commit = process.env.INERCISE_RELEASE_COMMIT || git(['rev-parse', '--short=7', 'HEAD']) || 'local';
  const given = options.version || process.env.INERCISE_RELEASE_VERSION;
  let version = given;
  if (!version) {
    // Uncommitted changes are not the commit: such a build gets a name of its own, so a name never means two builds.
    const dirty = !process.env.INERCISE_RELEASE_COMMIT && (git(['status', '--porcelain']) ?? '') !== '';
    const time = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '');
    version = `${require(path.join(dir, 'package.json')).version}+${commit}${dirty ? `.dirty.${time}` : ''}`;
  }
  return { version, commit, contractMajor: require(path.join(root, 'shared', 'package.json')).inerciseContract };
}

module.exports = { buildStamp };
