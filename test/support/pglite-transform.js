// PGlite's CommonJS build loads Node's own modules (fs, zlib, ...) with import(), which Jest's module
// sandbox refuses without --experimental-vm-modules. Within Jest only, those become require().
module.exports = {
  process(source) {
    const code = source.replace(/\bimport\((["'])((?:node:)?[a-z/_]+)\1\)/g, 'Promise.resolve().then(() => __requireNode($1$2$1))');
    return { code: `var __requireNode = require;${code}` };
  },
  getCacheKey(source) {
    return require('node:crypto').createHash('sha256').update('pglite-transform-2').update(source).digest('hex');
  },
};
