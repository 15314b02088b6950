// `npm run build`: bundles the skill into dist/lambda/index.js (exports `handler`, needs no node_modules)
// beside a minimal package.json, as ask-resources.json deploys it.
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as TS from 'typescript';

// axios's Node build does work at load that the skill never uses: it reads `globalThis.FormData` and builds
// a test `Request` (each starts Node's fetch machinery, 25 ms of CPU) and loads crypto. A cold start pays for
// all of it, so in the bundle these wait until something asks for them. Nothing changes for a caller: the
// same code runs, later.
// axios's own transports are left out altogether: every call the skill makes names its own adapter
// (lambda/api/http-adapter.ts), and axios's Node adapter would bring redirects, proxies, HTTP/2, zlib and
// streams (some 70 KiB, 3 ms of compile and 10 ms of loading at a cold start) that no call uses.
const AXIOS_DIR = path.dirname(require.resolve('axios/package.json'));

// Modules axios imports, as stand-ins that load the real one on first use.
const LAZY_FOR_AXIOS: Record<string, string> = {
  // The skill never sends multipart bodies; Node's own FormData (which axios also takes) stands in for
  // the `form-data` package (140 KiB with its MIME table).
  'form-data': `module.exports = class FormData {
    constructor() { return new globalThis.FormData(); }
    static [Symbol.hasInstance](value) { return value instanceof globalThis.FormData; }
  };`,
  // Node's crypto, which axios reads only for multipart boundaries.
  crypto: `let real;
    module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? undefined : (real ??= require('node:crypto'))[key]) });`,
};

// axios's adapters, as lib/adapters/adapters.js imports them: in their place, what a call that names no
// adapter of its own is told. (axios's browser builds drop the Node adapter the same way.)
const AXIOS_ADAPTERS: Record<string, string> = {
  './http.js': `export default function httpAdapter() {
    throw new Error("axios's own http adapter is not in the Lambda bundle: give the call lambda/api/http-adapter.ts as its adapter");
  }`,
  // As in Node, where there is no XMLHttpRequest.
  './xhr.js': 'export default false;',
  // axios's fetch adapter (with the multipart, data: URL, cookie and signal helpers only it uses, some 16 KiB
  // that every cold start compiles): a call that names no adapter stops at the http stand-in above first.
  './fetch.js': `export const getFetch = () => {
    throw new Error("axios's fetch adapter is not in the Lambda bundle: give the call lambda/api/http-adapter.ts as its adapter");
  };`,
};

// Lines of axios's own source run at load, each made lazy. The build fails if one is not found (a new
// axios), rather than bundle the slow start again unnoticed.
const AXIOS_EDITS: Record<string, [string, string][]> = {
  'lib/utils.js': [
    [
      "const FormDataCtor = typeof G.FormData !== 'undefined' ? G.FormData : undefined;",
      // Until something has read the global FormData, no instance of it can exist; the checks after this
      // one recognise a FormData of any origin anyway.
      "const FormDataCtor = () => { const d = Object.getOwnPropertyDescriptor(G, 'FormData'); return d && d.value; };",
    ],
    ['if (FormDataCtor && thing instanceof FormDataCtor) return true;', 'if (FormDataCtor() && thing instanceof FormDataCtor()) return true;'],
  ],
  // The default export, a fetch adapter probed at load, is never imported: axios asks for it by name.
  'lib/adapters/fetch.js': [['const adapter = getFetch();', 'const adapter = /* @__PURE__ */ getFetch();']],
  // A response's `duration` (which the skill does not read) by Date.now: reading the global `performance`
  // loads perf_hooks.
  'lib/core/dispatchRequest.js': [
    ["return typeof performance !== 'undefined' && utils.isFunction(performance.now)\n    ? () => performance.now()\n    : Date.now;", 'return Date.now;'],
  ],
};

const lazyAxiosDependencies: Plugin = {
  name: 'lazy-axios-dependencies',
  setup(bundle) {
    const fromAxios = (importer: string) => importer.startsWith(AXIOS_DIR + path.sep);
    const names = new RegExp(`^(${Object.keys(LAZY_FOR_AXIOS).join('|')})$`);
    bundle.onResolve({ filter: names }, (args) => (fromAxios(args.importer) ? { path: args.path, namespace: 'lazy-for-axios' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'lazy-for-axios' }, (args) => ({ contents: LAZY_FOR_AXIOS[args.path], loader: 'js', resolveDir: AXIOS_DIR }));
    const adapters = path.join(AXIOS_DIR, 'lib', 'adapters', 'adapters.js');
    bundle.onResolve({ filter: /^\.\/(http|xhr|fetch)\.js$/ }, (args) => (args.importer === adapters ? { path: args.path, namespace: 'axios-adapter' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'axios-adapter' }, (args) => ({ contents: AXIOS_ADAPTERS[args.path], loader: 'js' }));
    const edited = new RegExp(`${AXIOS_DIR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\/](${Object.keys(AXIOS_EDITS).join('|').replace(/\./g, '\\.')})$`);
    bundle.onLoad({ filter: edited }, (args) => {
      const file = path.relative(AXIOS_DIR, args.path).split(path.sep).join('/');
      let contents = readFileSync(args.path, 'utf8');
      for (const [from, to] of AXIOS_EDITS[file]) {
        if (!contents.includes(from)) throw new Error(`axios/${file} no longer has "${from}": scripts/build.ts needs a look`);
        contents = contents.replace(from, to);
      }
      return { contents, loader: 'js' };
    });
  },
};

// ask-sdk-model's JavaScript is almost all clients for Alexa's service APIs, one namespace each in a function
// run at once, which V8 compiles in full when the module loads: lists, monetization, timers, skill messaging
// and more. The skill calls three (ups for the device's time zone, reminderManagement, and directive for "One
// moment"); the others stay out of the bundle, where a cold start would compile them for nothing (34 KiB). A
// getter of ServiceClientFactory for one left out throws its own ServiceClientFactoryError.
const ASK_MODEL_SERVICES_KEPT = ['ups', 'reminderManagement', 'directive'];
const ASK_MODEL_NAMESPACE = /^\(function \(services\) \{\n {4}var (\w+);\n/;

const onlyServicesUsed: Plugin = {
  name: 'only-services-used',
  setup(bundle) {
    bundle.onLoad({ filter: /[\\/]ask-sdk-model[\\/]index\.js$/ }, (args) => {
      const blocks = readFileSync(args.path, 'utf8').split(/(?=^\(function \(services\) \{$)/m);
      const namespaces = blocks.map((block) => ASK_MODEL_NAMESPACE.exec(block)?.[1]);
      const missing = ASK_MODEL_SERVICES_KEPT.filter((kept) => !namespaces.includes(kept));
      // A new ask-sdk-model laid out otherwise fails the build rather than lose a client the skill calls.
      if (missing.length || !namespaces.some((name) => name && !ASK_MODEL_SERVICES_KEPT.includes(name))) {
        throw new Error(`ask-sdk-model's index.js no longer has its service namespaces as expected (missing: ${missing.join(', ') || 'none'}): scripts/build.ts needs a look`);
      }
      return { contents: blocks.filter((_, i) => !namespaces[i] || ASK_MODEL_SERVICES_KEPT.includes(namespaces[i]!)).join(''), loader: 'js' };
    });
  },
};

// ask-sdk-core's index loads all of its modules, and the skill runs two: the skill builder and the request
// envelope's getters. The rest (APL viewport and component helpers, SSML and text helpers, the default API
// client: the skill has its own) stay out of the bundle. A name the skill imports from ask-sdk-core that is
// not below fails the build (esbuild finds no such export), rather than the skill at run time.
const ASK_CORE_MODULES_USED = ['skill/SkillBuilders', 'util/RequestEnvelopeUtils'];
const LAMBDA_DIR = path.join(__dirname, '..', 'lambda');

const askCoreAsUsed: Plugin = {
  name: 'ask-core-as-used',
  setup(bundle) {
    bundle.onResolve({ filter: /^ask-sdk-core$/ }, (args) => (args.importer.startsWith(LAMBDA_DIR + path.sep) ? { path: args.path, namespace: 'ask-core-as-used' } : undefined));
    bundle.onLoad({ filter: /.*/, namespace: 'ask-core-as-used' }, () => ({
      // Each name the module has, by name: an ES module's list of exports is what esbuild checks imports against.
      contents: ASK_CORE_MODULES_USED.map((module) => {
        const from = `ask-sdk-core/dist/${module}`;
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module's names, read at build time
        return `export { ${Object.keys(require(from) as object).join(', ')} } from '${from}';`;
      }).join('\n'),
      loader: 'js',
      resolveDir: LAMBDA_DIR,
    }));
  },
};

/**
 * The bundle with each module's body (esbuild's wrapper, which the first request runs once) compiled as the
 * bundle loads. V8 compiles a function that follows "(" at once, and any other when it is first called after
 * scanning it at load: the first request then parses every module body a second time, 10 ms of its CPU. So the
 * wrappers' arrow functions become function expressions, which is all that changes: nothing in them reads
 * `this`, `arguments` or `new.target` (checked here; one that did would stay an arrow).
 */
function withModuleBodiesCompiledAtLoad(code: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- only a build needs the compiler
  const ts = require('typescript') as typeof TS;
  const source = ts.createSourceFile('index.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  // esbuild's __esm and __commonJS, by their shape: `(fn, res) => () => ...`, declared at the top.
  const wrappers = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && init && ts.isArrowFunction(init) && ts.isArrowFunction(init.body) && /\(\w+=0\)|exports:\{\}/.test(init.getText(source))) {
        wrappers.add(declaration.name.text);
      }
    }
  }
  const readsOwnThis = (node: TS.Node): boolean =>
    node.kind === ts.SyntaxKind.ThisKeyword ||
    (ts.isIdentifier(node) && node.text === 'arguments') ||
    ts.isMetaProperty(node) ||
    (!ts.isFunctionDeclaration(node) && !ts.isFunctionExpression(node) && !ts.isClassLike(node) && !ts.isMethodDeclaration(node) && !ts.isAccessor(node) && ts.forEachChild(node, readsOwnThis) === true);
  const edits: { at: number; end: number; text: string }[] = [];
  const visit = (node: TS.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && wrappers.has(node.expression.text) && node.arguments.length === 1) {
      const body = node.arguments[0];
      if (ts.isArrowFunction(body) && ts.isBlock(body.body) && !ts.forEachChild(body.body, readsOwnThis)) {
        edits.push({ at: body.getStart(source), end: body.body.getStart(source), text: `function(${body.parameters.map((p) => p.getText(source)).join(',')})` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A new esbuild that wraps modules otherwise fails the build rather than quietly give the time back.
  if (wrappers.size !== 2 || edits.length < 100) throw new Error(`esbuild's module wrappers are no longer as expected (${wrappers.size} wrappers, ${edits.length} modules): scripts/build.ts needs a look`);
  let out = '';
  let from = 0;
  for (const edit of edits.sort((a, b) => a.at - b.at)) {
    out += code.slice(from, edit.at) + edit.text;
    from = edit.end;
  }
  return out + code.slice(from);
}

export const OUT_DIR = path.join(__dirname, '..', 'dist', 'lambda');

/** The esbuild settings of the Lambda bundle; `npm run bench:cold` builds its baseline with the same. */
export const LAMBDA_BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  minify: true,
  sourcemap: false,
  legalComments: 'external',
  logLevel: 'warning',
  plugins: [lazyAxiosDependencies, onlyServicesUsed, askCoreAsUsed],
} satisfies BuildOptions;

// What the skill never runs but a careless import brings into the bundle, where every cold start compiles it:
// TypeBox with the service's schemas (a value imported from models/ rather than conversation/limits.ts),
// and axios's own transports with what they load.
const NOT_IN_BUNDLE: [RegExp, string][] = [
  [/node_modules\/@sinclair\/typebox\//, 'TypeBox (a value imported from models/? the skill keeps its limits in lambda/conversation/limits.ts)'],
  [/node_modules\/axios\/lib\/adapters\/(http|xhr|fetch)\.js$/, "axios's own transport (the skill's calls name lambda/api/http-adapter.ts)"],
  [/node_modules\/(follow-redirects|https-proxy-agent|proxy-from-env|form-data)\//, "a dependency of axios's own transport"],
];

export async function buildLambda(outDir = OUT_DIR): Promise<{ file: string; bytes: number }> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'index.js');
  const { metafile } = await build({ ...LAMBDA_BUILD_OPTIONS, metafile: true, entryPoints: [path.join(__dirname, '..', 'lambda', 'index.ts')], outfile: file });
  // What the bundle itself holds (the legal comments are an output of their own).
  const bundled = Object.entries(metafile.outputs).find(([name]) => name.endsWith('index.js'))![1];
  const inputs = Object.keys(bundled.inputs).filter((input) => bundled.inputs[input].bytesInOutput > 0);
  for (const [pattern, what] of NOT_IN_BUNDLE) {
    const found = inputs.find((input) => pattern.test(input));
    if (found) throw new Error(`the Lambda bundle holds ${found}: ${what}`);
  }
  // esbuild escapes what is not ASCII in strings and templates, but not in regular expressions; one such
  // character there and Node reads the whole bundle as UTF-16 (twice the memory, slower to read and scan).
  // (Checked before the rewrite is written: a failed build leaves no bundle that looks built.)
  const code = withModuleBodiesCompiledAtLoad(readFileSync(file, 'latin1'));
  const at = code.search(/[\u0080-\uffff]/);
  if (at >= 0) {
    rmSync(file);
    throw new Error(`the Lambda bundle is not ASCII: "${code.slice(Math.max(0, at - 40), at + 10)}" (write the character as a \\u escape)`);
  }
  writeFileSync(file, code, 'latin1');
  writeFileSync(
    path.join(outDir, 'package.json'),
    `${JSON.stringify({ name: 'time-tracker-skill', version: '1.0.0', private: true, main: 'index.js', license: 'UNLICENSED' }, null, 2)}\n`,
  );
  return { file, bytes: statSync(file).size };
}

if (require.main === module) {
  buildLambda().then(
    ({ file, bytes }) => console.log(`built ${path.relative(process.cwd(), file)}: ${(bytes / 1024).toFixed(0)} KiB`),
    (error: Error) => {
      console.error(`build: ${error.message}`);
      process.exit(1);
    },
  );
}
