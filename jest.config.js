/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Type checking is `npm run lint`'s job (tsc --noEmit); here each file is only transpiled.
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: false }],
    // double-metaphone and @noble/hashes are published as ES modules only; Jest runs CommonJS, so they are transpiled too.
    '^.+/node_modules/(double-metaphone|@noble/hashes)/.+\\.js$': ['ts-jest', { diagnostics: false, tsconfig: { allowJs: true } }],
    // PGlite loads Node's modules with import(), which Jest's sandbox refuses: see the transform.
    '^.+/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/support/pglite-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!double-metaphone/|@noble/hashes/|@electric-sql/pglite/)'],
  testTimeout: 20000,
  // A test that fails before closing its servers must not leave the run waiting on them for ever.
  forceExit: true,
};
