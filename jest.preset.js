// One Jest setup for every package: unit tests next to the code (*.spec.ts),
// integration tests in test/ (*.int-spec.ts) against real Postgres and NATS.
// Type checking is the `typecheck` target's job; Jest only transpiles.
const path = require('node:path');

module.exports = (rootDir) => ({
  rootDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(rootDir, 'tsconfig.json'), diagnostics: false }],
  },
  moduleNameMapper: {
    '^@mise/(contracts|domain|platform|testing)$': path.join(__dirname, 'libs/$1/src'),
    '^@mise/platform/edge$': path.join(__dirname, 'libs/platform/src/edge'),
    '^@mise/platform/accounting$': path.join(__dirname, 'libs/platform/src/accounting'),
  },
  testTimeout: 60_000,
  passWithNoTests: false,
  reporters: ['default', path.join(__dirname, 'scripts/jest-count-reporter.js')],
});
