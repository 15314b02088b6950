// Running the skill's resolver over a spoken-name corpus offline, as the skill runs it: the project list
// first, the service's own search (the reference implementation) when the list alone is not conclusive.
import type { Ref } from '../models';
import { resolveProject } from '../lambda/resolution/resolve-project';
import { resolveInStages, type Resolution } from '../lambda/resolution/resolution';
import { ProjectSearch } from '../service/rules/project-search';
import type { ProjectRow } from '../service/store/rows';

export interface Corpus {
  workspaces: { id: string; projects: { id: string; name: string; description?: string }[]; cases: { heard: string }[] }[];
}

export interface Prediction {
  workspace: string;
  heard: string;
  status: Resolution['status'];
  id?: string;
  candidates: string[];
}

const asRows = (projects: Corpus['workspaces'][number]['projects']): ProjectRow[] =>
  projects.map((p) => ({
    id: p.id, name: p.name, description: p.description ?? null, created_at: '', user_id: 'bench', deleted_at: null,
    client_id: null, code: null, location: null, status: 'active', is_billable: null, bill_rate: null, bill_unit: null,
  }));

export async function predictCorpus(corpus: Corpus): Promise<{ predictions: Prediction[]; searches: number }> {
  const predictions: Prediction[] = [];
  let searches = 0;
  for (const workspace of corpus.workspaces) {
    const projects: Ref[] = workspace.projects.map(({ id, name }) => ({ id, name }));
    const search = new ProjectSearch();
    const rows = asRows(workspace.projects);
    for (const { heard } of workspace.cases) {
      const resolution = await resolveInStages(resolveProject, { heard, projects }, async () => {
        searches++;
        return search.search(workspace.id, 1, () => rows, heard);
      });
      predictions.push({
        workspace: workspace.id,
        heard,
        status: resolution.status,
        ...(resolution.status === 'match' ? { id: resolution.project.id } : {}),
        candidates: resolution.status === 'ambiguous' ? resolution.candidates.map((c) => c.id) : [],
      });
    }
  }
  return { predictions, searches };
}
