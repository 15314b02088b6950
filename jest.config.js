/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Type checking is `npm run lint`'s job (tsc --noEmit); here each file is only transpiled.
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
    // double-metaphone is published as an ES module only; Jest runs CommonJS, so it is transpiled too.
    '^.+/node_modules/double-metaphone/.+\\.js$': ['ts-jest', { diagnostics: false, tsconfig: { allowJs: true } }],
    // PGlite loads Node's modules with import(), which Jest's sandbox refuses: see the transform.
    '^.+/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/pglite-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!double-metaphone/|@electric-sql/pglite/)'],
  testTimeout: 20000,
  // A test that fails before closing its servers must not leave the run waiting on them for ever.
  forceExit: true,
};
