// What every bundle shares as a singleton (docs/decisions/0003-one-federation-runtime-and-shared-singletons.md):
// one React, one router, one store, one i18n, one @inercise/shared per page. requiredVersion comes from the
// installed package, so a mismatch is visible.
// zod is deliberately not shared: a shared module is kept whole (every locale, JSON Schema tooling), while a
// bundled one is tree-shaken to the few validators @inercise/shared really uses.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function installedVersion(name) {
  const pkgName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  return require(require.resolve(`${pkgName}/package.json`, { paths: [root] })).version;
}

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // The router through its trimmed shared entry, not react-router itself (see shared/src/router/router.ts).
  '@inercise/shared/router',
  // The store's libraries (redux, @reduxjs/toolkit, react-redux) are not listed: only
  // @inercise/shared imports them, and it is a singleton itself, so the page still has one store, and they are
  // tree-shaken inside its chunk instead of shipped whole.
  'i18next',
  // react-i18next through its trimmed shared entry (see shared/src/i18n/reactI18n.ts).
  '@inercise/shared/react-i18n',
  '@inercise/shared',
];

function sharedConfig() {
  return Object.fromEntries(
    singletons.map((name) => [
      name,
      { singleton: true, requiredVersion: `^${installedVersion(name)}`, strictVersion: false },
    ]),
  );
}

module.exports = { sharedConfig };
