/** Browser tests: playwright-core drives Debian's chromium against the production build. */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/test/browser/**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  // `~/` as in the app: a11y-routes.spec.ts reads the navigation config itself.
  moduleNameMapper: { '^@studio/domain$': '<rootDir>/libs/domain/src/index.ts', '^~/(.*)$': '<rootDir>/frontend/app/$1' },
  globalSetup: '<rootDir>/test/browser/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/browser/setup/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/browser/setup/worker-env.js'],
  testTimeout: 60000,
};
