// Unit tests of the web app's pieces, no DOM: pure logic (`*.spec.ts`: paging, debounce, date
// filter, ...) and shared components rendered to static HTML (`*.spec.tsx`, react-dom/server:
// what a user reads before any click). Browser journeys are Playwright's (e2e/, `npm run e2e`).
// antd's dependencies are ES modules: `npm test -w @mise/web` runs with --experimental-vm-modules.
const path = require('node:path');
const preset = require('../jest.preset')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          jsx: 'react-jsx',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@mise/(contracts|domain)$': path.join(__dirname, '../libs/$1/src'),
  },
};
