/** API and unit tests: the real Nest app on a real PostgreSQL (embedded unless TEST_DATABASE_URL is set). */
const swc = ['@swc/jest', {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
}];

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/libs/**/*.spec.ts', '<rootDir>/frontend/app/**/*.spec.ts', '<rootDir>/backend/**/*.spec.ts', '<rootDir>/test/api/**/*.spec.ts'],
  transform: { '^.+\\.tsx?$': swc },
  // `~/` as in the app: the unit specs beside frontend modules import them as the app does.
  moduleNameMapper: { '^@studio/domain$': '<rootDir>/libs/domain/src/index.ts', '^~/(.*)$': '<rootDir>/frontend/app/$1' },
  globalSetup: '<rootDir>/test/setup/global-setup.mjs',
  globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
  testTimeout: 30000,
};
