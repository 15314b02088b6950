// Runs the reference service in a worker thread, with a workspace of many projects, for bench/service.ts:
// on PostgreSQL when given a URL, else on PGlite in memory. With `lists`, it is a service process started
// afresh on a database that keeps its data between starts (PostgreSQL, or PGlite in `dataDir`), holding the
// person with LIST_PROJECTS projects (made on the first start): each worker thread loads the service anew,
// so it has kept nothing in memory, as a process just started.
import { parentPort, workerData } from 'node:worker_threads';
import { startService } from '../service/app';
import { ALEXA_CLIENT_ID } from '../service/config';
import { type Database, openDatabase } from '../service/db/database';
import { eq, sql } from 'drizzle-orm';
import { activities, projects, storedProjectLists, users } from '../service/db/schema';
import { newId } from '../service/ids';
import { hashPassword } from '../service/oauth/secrets';
import { issueTokens } from '../service/oauth/tokens';
import { activityForms } from '../service/rules/activity-forms';
import { newProjectRow } from '../service/rules/new-project';
import { openRecord } from '../service/rules/timer';
import { ACTIVITIES_PER_DAY, HISTORY_END, LIST_PROJECTS, syntheticProjects } from './workspace';

const DAY_MS = 86_400_000;

async function person(database: Database, email: string, projectCount: number) {
  const createdAt = new Date();
  const user = { id: newId(), created_at: createdAt, email, first_name: 'Bench', last_name: 'Mark', password_hash: await hashPassword('bench') };
  await database.db.insert(users).values(user);
  const rows = syntheticProjects(projectCount).map((p) => newProjectRow({ userId: user.id, createdAt }, p));
  for (let i = 0; i < rows.length; i += 1000) await database.db.insert(projects).values(rows.slice(i, i + 1000));
  return { user, projectRows: rows };
}

/**
 * A history as a person keeps it: ACTIVITIES_PER_DAY a day back from HISTORY_END, so 1,000 activities are
 * 100 days and 100,000 are 27 years, and a week holds as many in either (a week's query is the same work).
 * One in ten came from Alexa; the newest is a running timer.
 */
async function history(database: Database, userId: string, projectIds: string[], count: number) {
  const end = Date.parse(`${HISTORY_END}T00:00:00Z`);
  for (let i = 0; i < count; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - i) }, (_, k) => {
      const n = i + k;
      const at = end - Math.floor(n / ACTIVITIES_PER_DAY) * DAY_MS + (8 + (n % ACTIVITIES_PER_DAY)) * 3600_000;
      const date = new Date(at).toISOString();
      const description = `History ${n}`;
      const running = n === 0;
      return {
        id: newId(), created_at: new Date(at), user_id: userId, deleted_at: null, status: running ? ('pending' as const) : ('complete' as const),
        project_id: projectIds[n % projectIds.length], category_id: null, description, date, ...activityForms({ description, date }),
        duration: running ? 0 : 1800, tags: [], records: running ? [openRecord(date)] : [],
        source: n % 10 === 0 ? 'alexa' : 'history', grouped_into: null, grouped_from: null,
      };
    });
    await database.db.insert(activities).values(batch);
  }
}

const LISTER = 'lister@example.com';

async function listsMain() {
  const { url, dataDir, forgetStored } = workerData as { url?: string; dataDir?: string; forgetStored?: boolean };
  const database = await openDatabase({ url, dataDir });
  const [found] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, LISTER));
  const listerId = found?.id ?? (await person(database, LISTER, LIST_PROJECTS)).user.id;
  // What a service never started before on this database meets: no list stored.
  if (forgetStored) await database.db.execute(sql`DELETE FROM ${storedProjectLists}`);
  const running = await startService({ database });
  const { access_token } = await issueTokens(running.service, database.db, { userId: listerId, clientId: ALEXA_CLIENT_ID, grantId: `bench-${listerId}` });
  parentPort!.postMessage({ url: running.url, listToken: access_token });
  parentPort!.on('message', async (message) => {
    if (message === 'close') {
      await running.close();
      process.exit(0);
    }
  });
}

async function main() {
  const { projects: projectCount, activities: activityCount, smallActivities, url } = workerData as {
    projects: number; activities: number; smallActivities: number; url?: string;
  };
  const database = await openDatabase({ url, maxConnections: 16 });
  // The person whose activities are created, searched and paged: many projects, a long history.
  const large = await person(database, 'bench@example.com', projectCount);
  await history(database, large.user.id, large.projectRows.map((row) => row.id), activityCount);
  // A person with a short history, paged with the same queries: what a page costs at 1,000 activities.
  const small = await person(database, 'small@example.com', 100);
  await history(database, small.user.id, small.projectRows.map((row) => row.id), smallActivities);
  // Another person with 50,000 projects, for list=true (every project by name, as the skill asks).
  const lister = await person(database, LISTER, LIST_PROJECTS);
  const running = await startService({ database });
  const tokenOf = async (userId: string) => (await issueTokens(running.service, database.db, { userId, clientId: ALEXA_CLIENT_ID, grantId: `bench-${userId}` })).access_token;
  parentPort!.postMessage({
    url: running.url,
    token: await tokenOf(large.user.id),
    smallToken: await tokenOf(small.user.id),
    listToken: await tokenOf(lister.user.id),
    projectIds: large.projectRows.slice(0, 50).map((row) => row.id),
  });
  parentPort!.on('message', async (message) => {
    if (message === 'close') {
      await running.close();
      process.exit(0);
    }
  });
}

void ((workerData as { lists?: boolean }).lists ? listsMain() : main());
