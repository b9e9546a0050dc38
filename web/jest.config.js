// Unit tests of the web app's pure pieces (route guard, floating button, formatting): no DOM.
// Browser journeys are Playwright's (e2e/, `npm run e2e -w web`).
const path = require('node:path');
const preset = require('../jest.preset')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: { module: 'commonjs', moduleResolution: 'node', esModuleInterop: true },
      },
    ],
  },
  moduleNameMapper: {
    '^@mise/domain$': path.join(__dirname, '../libs/domain/src'),
  },
};
