// Running the skill's resolver over a spoken-name corpus offline, as the skill runs it: the project list
// first, the service's own search (the reference implementation) when the list alone is not conclusive;
// and scoring its predictions the way the corpus defines (right, asked, wrong, missed).
import type { Ref } from '../models';
import { resolveProject } from '../lambda/resolution/resolve-project';
import { resolveInStages, type Resolution } from '../lambda/resolution/resolution';
import { openDatabase } from '../service/db/database';
import { projects as projectTable, users } from '../service/db/schema';
import { newProjectRow } from '../service/rules/new-project';
import { searchProjectsOf } from '../service/rules/project-search';

/** The one project meant, several a careful human would ask about, or none. */
export type Expected = string | { ambiguous: readonly string[] } | null;

export interface CorpusCase {
  heard: string;
  expect: Expected;
  /** What makes the case hard (exact, asr, acronym, carrier, ...). */
  kind: string;
}

export interface Corpus {
  about?: string;
  workspaces: { id: string; projects: { id: string; name: string; description?: string }[]; cases: CorpusCase[] }[];
}

export interface Prediction {
  workspace: string;
  heard: string;
  status: Resolution['status'];
  id?: string;
  candidates: string[];
}

export async function predictCorpus(corpus: Corpus): Promise<{ predictions: Prediction[]; searches: number }> {
  const predictions: Prediction[] = [];
  let searches = 0;
  // The service's own search, on its own database: one person a workspace.
  const database = await openDatabase();
  for (const [w, workspace] of corpus.workspaces.entries()) {
    const projects: Ref[] = workspace.projects.map(({ id, name }) => ({ id, name }));
    const userId = `corpus-${w}`;
    await database.db.insert(users).values({ id: userId, created_at: new Date(), email: `${userId}@example.com`, first_name: 'Corpus', last_name: String(w), password_hash: '-' });
    await database.db.insert(projectTable).values(
      workspace.projects.map((p) => ({ ...newProjectRow({ userId, createdAt: new Date() }, { name: p.name, description: p.description ?? null }), id: `${userId}-${p.id}` })),
    );
    for (const { heard } of workspace.cases) {
      const resolution = await resolveInStages(resolveProject, { heard, projects }, async () => {
        searches++;
        return (await searchProjectsOf(database, userId, heard)).map((result) => ({ ...result, id: result.id.slice(userId.length + 1) }));
      });
      predictions.push({
        workspace: workspace.id,
        heard,
        status: resolution.status,
        ...(resolution.status === 'match' || resolution.status === 'confirm' ? { id: resolution.project.id } : {}),
        candidates: resolution.status === 'ambiguous' ? resolution.candidates.map((c) => c.id) : [],
      });
    }
  }
  await database.close();
  return { predictions, searches };
}

export type Verdict = 'right' | 'asked' | 'wrong' | 'missed';

const isQuestion = (p: Prediction) => p.status === 'ambiguous' && p.candidates.length >= 2 && p.candidates.length <= 4;

/**
 * - right: the meant project matched; none for an absent one; for an ambiguous case, a question naming all of them.
 * - asked: a question that includes the meant project, or a yes/no about it (or about any, when none was
 *   meant: the person says no). It costs the person a turn.
 * - wrong: a confident match on the wrong project, or on any where none or several were meant.
 * - missed: nothing found, or a yes/no about another project, although one was meant.
 */
export function verdict(expected: Expected, p: Prediction | undefined): Verdict {
  if (!p) return 'missed';
  if (p.status === 'confirm') return expected === null || p.id === expected ? 'asked' : 'missed';
  if (expected === null) return p.status === 'none' ? 'right' : p.status === 'ambiguous' ? 'asked' : 'wrong';
  if (typeof expected === 'string') {
    if (p.status === 'match') return p.id === expected ? 'right' : 'wrong';
    if (isQuestion(p) && p.candidates.includes(expected)) return 'asked';
    return p.status === 'none' ? 'missed' : 'wrong';
  }
  const wanted = expected.ambiguous;
  if (isQuestion(p) && wanted.every((id) => p.candidates.includes(id))) return 'right';
  if (p.status === 'match') return 'wrong';
  if (p.status === 'ambiguous' && wanted.some((id) => p.candidates.includes(id))) return 'asked';
  return 'missed';
}

export interface Figures {
  total: number;
  /** Percentages of all cases, one decimal. */
  right: number;
  asked: number;
  wrong: number;
  missed: number;
  /** Of `asked`, the yes/no questions about the meant project: one "yes" from right. */
  confirmedRight: number;
  byKind: Record<string, { n: number; right: number; asked: number; wrong: number }>;
  wrongs: string[];
}

export function scoreCorpus(corpus: Corpus, predictions: Prediction[]): Figures {
  const byKey = new Map(predictions.map((p) => [`${p.workspace}\u0000${p.heard}`, p]));
  const tally = { right: 0, asked: 0, wrong: 0, missed: 0, confirmedRight: 0 };
  const byKind: Figures['byKind'] = {};
  const wrongs: string[] = [];
  let total = 0;
  for (const workspace of corpus.workspaces) {
    for (const c of workspace.cases) {
      total++;
      const p = byKey.get(`${workspace.id}\u0000${c.heard}`);
      const v = verdict(c.expect, p);
      tally[v]++;
      if (v === 'asked' && p?.status === 'confirm' && p.id === c.expect) tally.confirmedRight++;
      const kind = (byKind[c.kind] ??= { n: 0, right: 0, asked: 0, wrong: 0 });
      kind.n++;
      if (v !== 'missed') kind[v]++;
      if (v === 'wrong') wrongs.push(`${workspace.id} "${c.heard}" want ${JSON.stringify(c.expect)} got ${p!.status} ${p!.id ?? p!.candidates.join(',')}`);
    }
  }
  const pct = (n: number) => Math.round((1000 * n) / Math.max(1, total)) / 10;
  return {
    total,
    right: pct(tally.right),
    asked: pct(tally.asked),
    wrong: pct(tally.wrong),
    missed: pct(tally.missed),
    confirmedRight: pct(tally.confirmedRight),
    byKind,
    wrongs,
  };
}
