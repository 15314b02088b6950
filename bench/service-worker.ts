// Runs the reference service in a worker thread, with a workspace of many projects, for bench/service.ts:
// on PostgreSQL when given a URL, else on PGlite in memory.
import { parentPort, workerData } from 'node:worker_threads';
import { startService } from '../service/app';
import { ALEXA_CLIENT_ID } from '../service/config';
import { openDatabase } from '../service/db/database';
import { activities, projects, users } from '../service/db/schema';
import { newId } from '../service/ids';
import { hashPassword } from '../service/oauth/secrets';
import { issueTokens } from '../service/oauth/tokens';
import { activityForms } from '../service/rules/activity-forms';
import { newProjectRow } from '../service/rules/new-project';
import { LIST_PROJECTS, syntheticProjects } from './workspace';

async function main() {
  const { projects: projectCount, activities: activityCount, url } = workerData as { projects: number; activities: number; url?: string };
  const database = await openDatabase({ url, maxConnections: 16 });
  const createdAt = new Date();
  const user = { id: newId(), created_at: createdAt, email: 'bench@example.com', first_name: 'Bench', last_name: 'Mark', password_hash: await hashPassword('bench') };
  await database.db.insert(users).values(user);
  const rows = syntheticProjects(projectCount).map((p) => newProjectRow({ userId: user.id, createdAt }, p));
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(projects).values(rows.slice(i, i + 1000));
  // A long history: activities spread over three years, in batches.
  for (let i = 0; i < activityCount; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, activityCount - i) }, (_, k) => {
      const n = i + k;
      const date = new Date(Date.UTC(2024, 0, 1) + (n % 1000) * 86400_000 + (n % 9) * 3600_000).toISOString();
      const description = `History ${n}`;
      return {
        id: newId(), created_at: createdAt, user_id: user.id, deleted_at: null, status: 'complete' as const, project_id: rows[n % rows.length].id,
        category_id: null, description, date, ...activityForms({ description, date }), duration: 1800, tags: [], records: [], source: 'history',
        grouped_into: null, grouped_from: null,
      };
    });
    await database.db.insert(activities).values(batch);
  }
  // Another person with 50,000 projects, for list=true (every project by name, as the skill asks).
  const lister = { ...user, id: newId(), email: 'lister@example.com' };
  await database.db.insert(users).values(lister);
  const listed = syntheticProjects(LIST_PROJECTS).map((p) => newProjectRow({ userId: lister.id, createdAt }, p));
  for (let i = 0; i < listed.length; i += 1000) await database.db.insert(projects).values(listed.slice(i, i + 1000));
  const running = await startService({ database });
  const tokenOf = async (userId: string) => (await issueTokens(running.service, database.db, { userId, clientId: ALEXA_CLIENT_ID, grantId: `bench-${userId}` })).access_token;
  parentPort!.postMessage({ url: running.url, token: await tokenOf(user.id), listToken: await tokenOf(lister.id), projectIds: rows.slice(0, 50).map((row) => row.id) });
  parentPort!.on('message', async (message) => {
    if (message === 'close') {
      await running.close();
      process.exit(0);
    }
  });
}

void main();
