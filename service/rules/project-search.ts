// The project list's fuzzy search (spec: over name and description, name weighted more, only results
// above 30 % confidence). Fuse.js scores 0 for a perfect match and 1 for none; confidence is 1 - score.
// Each user's index is built once and reused until their projects change.
import Fuse from 'fuse.js';
import type { ProjectSearchResult } from '../../models';
import type { ProjectRow } from '../store/rows';

export const MIN_CONFIDENCE = 0.3;

const FUSE_OPTIONS = {
  keys: [
    { name: 'name', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  includeScore: true,
  ignoreLocation: true,
  ignoreDiacritics: true,
  threshold: 0.6,
};

interface Index {
  version: number;
  fuse: Fuse<ProjectRow>;
}

const MAX_CACHED_USERS = 500;

export class ProjectSearch {
  private readonly indexes = new Map<string, Index>();

  search(userId: string, version: number, projects: () => ProjectRow[], term: string): ProjectSearchResult[] {
    return this.indexFor(userId, version, projects)
      .search(term)
      .map((hit) => ({
        id: hit.item.id,
        name: hit.item.name,
        description: hit.item.description,
        confidence: Math.round((1 - (hit.score ?? 1)) * 1000) / 1000,
      }))
      .filter((result) => result.confidence > MIN_CONFIDENCE);
  }

  private indexFor(userId: string, version: number, projects: () => ProjectRow[]): Fuse<ProjectRow> {
    const cached = this.indexes.get(userId);
    if (cached && cached.version === version) return cached.fuse;
    if (this.indexes.size >= MAX_CACHED_USERS) this.indexes.clear();
    const fuse = new Fuse(projects(), FUSE_OPTIONS);
    this.indexes.set(userId, { version, fuse });
    return fuse;
  }
}
