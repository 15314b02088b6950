// Runs the reference service in a worker thread, with a workspace of many projects, for bench/service.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { startService } from '../service/app';
import { ALEXA_CLIENT_ID } from '../service/config';
import { newId } from '../service/ids';
import { hashPassword } from '../service/oauth/secrets';
import { issueTokens } from '../service/oauth/tokens';
import { EmbeddedStore } from '../service/store/embedded-store';
import { syntheticProjects } from './workspace';

async function main() {
  const { projects, file } = workerData as { projects: number; file: string | null };
  const store = new EmbeddedStore(file);
  const created_at = new Date().toISOString();
  const user = { id: newId(), created_at, email: 'bench@example.com', first_name: 'Bench', last_name: 'Mark', password_hash: hashPassword('bench') };
  store.users.put(user);
  const ids: string[] = [];
  for (const p of syntheticProjects(projects)) {
    const id = newId();
    ids.push(id);
    store.projects.put({
      id, created_at, user_id: user.id, deleted_at: null, name: p.name, description: p.description, client_id: null,
      code: null, location: null, status: 'active', is_billable: null, bill_rate: null, bill_unit: null,
    });
  }
  const running = await startService({ store });
  const token = issueTokens(running.service, { userId: user.id, clientId: ALEXA_CLIENT_ID, grantId: 'bench' }).access_token;
  await store.flush();
  parentPort!.postMessage({ url: running.url, token, projectIds: ids.slice(0, 50) });
  parentPort!.on('message', async (message) => {
    if (message === 'close') {
      await running.close();
      process.exit(0);
    }
  });
}

void main();
