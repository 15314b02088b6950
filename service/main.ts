// `npm run service -- [--port N] [--host H] [--data FILE] [--no-demo]`: the reference service alone.
// Faults for trying a client against a misbehaving service: [--latency-ms N] [--error-rate R]
// [--drop-rate R] [--fault-when before|after] (see faults.ts).
import { parseArgs } from 'node:util';
import { logOptions, startService } from './app';
import { seedDemoData } from './demo/demo-data';
import type { FaultSettings } from './faults';
import { EmbeddedStore } from './store/embedded-store';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      'no-demo': { type: 'boolean', default: false },
      'latency-ms': { type: 'string' },
      'error-rate': { type: 'string' },
      'drop-rate': { type: 'string' },
      'fault-when': { type: 'string', default: 'before' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
  const when = values['fault-when'];
  if (when !== 'before' && when !== 'after') throw new Error(`--fault-when must be before or after, not "${when}"`);
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const faults: FaultSettings = { when, latencyMs: number(values['latency-ms']), errorRate: number(values['error-rate']), dropRate: number(values['drop-rate']) };
  const faultsOn = faults.latencyMs !== undefined || faults.errorRate !== undefined || faults.dropRate !== undefined;
  const store = new EmbeddedStore(values.data ?? null);
  if (!values['no-demo']) seedDemoData(store);
  await store.flush();
  const running = await startService({
    store,
    port,
    host: values.host,
    faults: faultsOn ? faults : undefined,
    logger: logOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  console.log(`Time-Tracking API v2 listening on ${running.url}${values.data ? ` (data in ${values.data})` : ' (in memory)'}`);
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
