// The contracts are plain TypeScript: Node by default, jsdom where a test says so (@jest-environment), SWC for TS.
module.exports = {
  displayName: 'contracts',
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
