// `npm run build`: bundles the skill into dist/lambda/index.js (exports `handler`, needs no node_modules)
// beside a minimal package.json, as ask-resources.json deploys it.
import { build, type Plugin } from 'esbuild';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// axios's Node build requires the `form-data` package (140 KiB with its MIME table) for multipart
// bodies, which the skill never sends. Node's own spec-compliant FormData, which axios also accepts,
// stands in for it.
const nodeFormData: Plugin = {
  name: 'node-form-data',
  setup(bundle) {
    bundle.onResolve({ filter: /^form-data$/ }, () => ({ path: 'form-data', namespace: 'node-form-data' }));
    bundle.onLoad({ filter: /.*/, namespace: 'node-form-data' }, () => ({ contents: 'module.exports = globalThis.FormData;', loader: 'js' }));
  },
};

export const OUT_DIR = path.join(__dirname, '..', 'dist', 'lambda');

export async function buildLambda(outDir = OUT_DIR): Promise<{ file: string; bytes: number }> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'index.js');
  await build({
    entryPoints: [path.join(__dirname, '..', 'lambda', 'index.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    minify: true,
    sourcemap: false,
    legalComments: 'external',
    logLevel: 'warning',
    plugins: [nodeFormData],
  });
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
