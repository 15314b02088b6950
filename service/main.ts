// `npm run service -- [--port N] [--host H] [--data DIR] [--no-demo] [--import FILE]`: the reference
// service alone. Its data is in PostgreSQL when DATABASE_URL is set; otherwise in PGlite, in DIR or in
// memory. `--import FILE` brings in a data file of the JSON store this service used to have, then runs.
// Faults for trying a client against a misbehaving service: [--latency-ms N] [--error-rate R]
// [--drop-rate R] [--fault-when before|after] [--throttle-rate R] [--retry-after S] (see faults.ts).
import { parseArgs } from 'node:util';
import { logOptions, startService } from './app';
import { checkClientSecret, timeoutsFromEnv, trustProxyFromEnv } from './config';
import { seedDemoData } from './demo/demo-data';
import type { FaultSettings } from './faults';
import { openDatabase } from './db/database';
import { importJsonStore } from './db/import-json';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      'no-demo': { type: 'boolean', default: false },
      import: { type: 'string' },
      'latency-ms': { type: 'string' },
      'error-rate': { type: 'string' },
      'drop-rate': { type: 'string' },
      'fault-when': { type: 'string', default: 'before' },
      'throttle-rate': { type: 'string' },
      'retry-after': { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
  const when = values['fault-when'];
  if (when !== 'before' && when !== 'after') throw new Error(`--fault-when must be before or after, not "${when}"`);
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const faults: FaultSettings = {
    when,
    latencyMs: number(values['latency-ms']),
    errorRate: number(values['error-rate']),
    dropRate: number(values['drop-rate']),
    throttleRate: number(values['throttle-rate']),
    retryAfterS: number(values['retry-after']),
  };
  const faultsOn = faults.latencyMs !== undefined || faults.errorRate !== undefined || faults.dropRate !== undefined || faults.throttleRate !== undefined;
  // Before anything else: a production service with the public client secret must not start at all.
  const secretWarning = checkClientSecret();
  if (secretWarning) console.warn(`\n${'!'.repeat(78)}\n${secretWarning}\n${'!'.repeat(78)}\n`);
  const url = process.env.DATABASE_URL || undefined;
  if (url && values.data) throw new Error('--data is for the embedded database; with DATABASE_URL set the data is in PostgreSQL');
  const database = await openDatabase({ url, dataDir: values.data });
  if (values.import) {
    const counts = await importJsonStore(database.db, values.import);
    console.log(`Imported ${values.import}: ${Object.entries(counts).map(([table, n]) => `${n} ${table}`).join(', ')}`);
  }
  if (!values['no-demo']) await seedDemoData(database.db);
  const running = await startService({
    database,
    port,
    host: values.host,
    faults: faultsOn ? faults : undefined,
    timeouts: timeoutsFromEnv(),
    trustProxy: trustProxyFromEnv(),
    logger: logOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  console.log(`Time-Tracking API v2 listening on ${running.url} (data: ${database.where})`);
  if (faultsOn) console.log(`Faults on: ${JSON.stringify(faults)}`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`service: ${error.message}`);
  process.exit(1);
});
