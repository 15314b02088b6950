// Synthetic workspaces for benchmarks: many projects with realistic, overlapping names.
const CLIENTS = ['Apollo', 'Nimbus', 'Fernwood', 'Greenleaf', 'Smithson', 'Stackwise', 'Bellevue', 'Orion', 'Harbor', 'Cascade', 'Summit', 'Meridian', 'Willow', 'Granite', 'Beacon', 'Juniper', 'Atlas', 'Cobalt', 'Sable', 'Tidewater'];
const THINGS = ['Website', 'Mobile App', 'Brand', 'Packaging', 'Onboarding', 'Checkout', 'Dashboard', 'Campaign', 'Portal', 'API', 'Newsletter', 'Booth', 'Signage', 'Catalog', 'Podcast', 'Report'];
const KINDS = ['Redesign', 'Launch', 'Audit', 'Refresh', 'Migration', 'Guidelines', 'Prototype', 'Maintenance', 'Research', 'Rollout'];
const DETAILS = ['wireframes and page layouts', 'social ads and posters', 'accessibility review', 'payment flows', 'content migration', 'user interviews', 'print files and dielines', 'release planning'];

export interface SyntheticProject {
  name: string;
  description: string;
}

export function syntheticProjects(count: number): SyntheticProject[] {
  const out: SyntheticProject[] = [];
  for (let i = 0; out.length < count; i++) {
    const client = CLIENTS[i % CLIENTS.length];
    const thing = THINGS[Math.floor(i / CLIENTS.length) % THINGS.length];
    const kind = KINDS[Math.floor(i / (CLIENTS.length * THINGS.length)) % KINDS.length];
    const round = Math.floor(i / (CLIENTS.length * THINGS.length * KINDS.length));
    out.push({
      name: `${client} ${thing} ${kind}${round ? ` ${round + 1}` : ''}`,
      description: `${kind} of the ${client} ${thing.toLowerCase()}: ${DETAILS[i % DETAILS.length]}.`,
    });
  }
  return out;
}

export const SEARCH_TERMS = ['apollo website', 'nimbus checkout audit', 'fernwod campain', 'greenleaf brand refresh', 'orion portal', 'stackwise booth', 'harbor podcast', 'payment flows', 'smithson packging', 'summit api migration'];

/** The projects of the person whose list=true (every project, by name) is measured. */
export const LIST_PROJECTS = 50_000;

/** Activities in the benchmark's histories, a day, on days back from HISTORY_END (a person who logs ten a day). */
export const ACTIVITIES_PER_DAY = 10;
export const HISTORY_END = '2026-11-01';
