// Base Jest settings every browser package extends: jsdom, SWC for TS/TSX, CSS Modules as identity maps.
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'empty-module.cjs'),
    '\\.(svg|png|webp|avif|jpg|mp4|webm|pdf|woff2?)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // The workspace links resolve outside node_modules; ESM-only packages need transforming too.
  transformIgnorePatterns: ['/node_modules/(?!(lucide-react)/)'],
};
