// The project list's fuzzy search (spec: over name and description, name weighted more, only results
// above 30 % confidence). Fuse.js scores each project (0 perfect, 1 nothing; confidence is 1 - score),
// but run over every project it is far too slow for large workspaces (about half a second over 10,000).
// So a trigram index first picks the projects that share the most three-letter pieces with the term,
// and Fuse scores only those. A project's Fuse score does not depend on the others, so the confidences
// are the ones Fuse would give over the whole list; the search answers the best MAX_RESULTS at most.
// Fuse scores a query as one pattern, so words spread over a name and a description ("eon bank database
// upgrade") rarely reach 30 %: a multi-word query is also scored word by word, and a project's confidence
// is the better of the whole phrase's and the average of its words' (a word not found counts as 0).
import Fuse from 'fuse.js';
import type { ProjectSearchResult } from '../../models';
import type { ProjectRow } from '../store/rows';

export const MIN_CONFIDENCE = 0.3;
export const MAX_RESULTS = 50;
const NAME_WEIGHT = 2;

const FUSE_OPTIONS = {
  keys: [
    { name: 'name', weight: NAME_WEIGHT },
    { name: 'description', weight: 1 },
  ],
  includeScore: true,
  ignoreLocation: true,
  ignoreDiacritics: true,
  threshold: 0.6,
};

const plain = (text: string) =>
  ` ${text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

function trigrams(text: string): Set<string> {
  const padded = plain(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

class TrigramIndex {
  private readonly postings = new Map<string, { name: number[]; description: number[] }>();

  constructor(readonly projects: ProjectRow[]) {
    projects.forEach((project, i) => {
      for (const gram of trigrams(project.name)) this.posting(gram).name.push(i);
      for (const gram of trigrams(project.description ?? '')) this.posting(gram).description.push(i);
    });
  }

  private posting(gram: string) {
    let entry = this.postings.get(gram);
    if (!entry) this.postings.set(gram, (entry = { name: [], description: [] }));
    return entry;
  }

  /** The projects sharing the most trigrams with the term, name trigrams counting double. */
  candidates(term: string, limit: number): ProjectRow[] {
    const score = new Float64Array(this.projects.length);
    for (const gram of trigrams(term)) {
      const entry = this.postings.get(gram);
      if (!entry) continue;
      for (const i of entry.name) score[i] += NAME_WEIGHT;
      for (const i of entry.description) score[i] += 1;
    }
    const hit: number[] = [];
    for (let i = 0; i < score.length; i++) if (score[i] > 0) hit.push(i);
    if (hit.length > limit) {
      hit.sort((a, b) => score[b] - score[a]);
      hit.length = limit;
    }
    return hit.map((i) => this.projects[i]);
  }
}

const CANDIDATES = 80;
const MAX_CACHED_USERS = 500;

export class ProjectSearch {
  private readonly indexes = new Map<string, { version: number; index: TrigramIndex }>();

  /** `version` changes whenever the user's projects do; `projects` is only called to rebuild. */
  search(userId: string, version: number, projects: () => ProjectRow[], term: string): ProjectSearchResult[] {
    const candidates = this.indexFor(userId, version, projects).candidates(term, CANDIDATES);
    const fuse = new Fuse(candidates, FUSE_OPTIONS);
    const confidence = new Map<ProjectRow, number>();
    for (const hit of fuse.search(term)) confidence.set(hit.item, 1 - (hit.score ?? 1));
    const words = [...new Set(term.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2))];
    if (words.length > 1) {
      const sums = new Map<ProjectRow, number>();
      for (const word of words) for (const hit of fuse.search(word)) sums.set(hit.item, (sums.get(hit.item) ?? 0) + 1 - (hit.score ?? 1));
      for (const [item, sum] of sums) confidence.set(item, Math.max(confidence.get(item) ?? 0, sum / words.length));
    }
    return [...confidence]
      .map(([item, value]) => ({ id: item.id, name: item.name, description: item.description, confidence: Math.round(value * 1000) / 1000 }))
      .filter((result) => result.confidence > MIN_CONFIDENCE)
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, MAX_RESULTS);
  }

  private indexFor(userId: string, version: number, projects: () => ProjectRow[]): TrigramIndex {
    const cached = this.indexes.get(userId);
    if (cached && cached.version === version) return cached.index;
    if (this.indexes.size >= MAX_CACHED_USERS) this.indexes.clear();
    const index = new TrigramIndex(projects());
    this.indexes.set(userId, { version, index });
    return index;
  }
}
