// PGlite's extensions are subpath exports, which TypeScript's node10 resolution (this project's) does
// not read; Node resolves them at run time. Their types, as the package declares them.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
declare module '@electric-sql/pglite/contrib/fuzzystrmatch' {
  import type { Extension } from '@electric-sql/pglite';
  export const fuzzystrmatch: Extension;
}
