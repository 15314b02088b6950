// How the resolver treats the ways people say names, on a workspace of its own.
import type { ProjectSearchResult, Ref } from '../../models';
import { projectEntities } from '../../lambda/conversation/dynamic-entities';
import { numberReadings } from '../../lambda/resolution/numbers';
import { resolveProject } from '../../lambda/resolution/resolve-project';
import type { Resolution } from '../../lambda/resolution/resolution';
import { heardAsNamed, spokenForms, spokenNumber } from '../../lambda/resolution/spoken-names';
import { plainName } from '../../lambda/resolution/names';
import fc from 'fast-check';

const names = [
  'Café Noir Rebrand',
  'Release 2025 Hardening',
  'Release 2026 Hardening',
  'OPS-404 Outage Review',
  'OPS-440 Capacity Plan',
  'QA Automation',
  'R&D Lab',
  "St. Paul's Cathedral Lighting",
  'Tower Block C Fit-Out',
  'Meyer Villa Garden',
  'Maier Villa Pool',
  'Customer Portal v3.1',
  'Customer Portal v3.2',
  'Internal',
  'Internal Training',
];
const projects: Ref[] = names.map((name, i) => ({ id: `p${i}`, name }));
const id = (name: string) => projects.find((p) => p.name === name)!.id;
const resolve = (heard: string, extra: { search?: ProjectSearchResult[]; entityIds?: string[] } = {}) => resolveProject({ heard, projects, ...extra });
const matched = (r: Resolution) => (r.status === 'match' ? names[Number(r.project.id.slice(1))] : r.status === 'ambiguous' ? r.candidates.map((c) => c.name).sort() : null);

describe('a confident match', () => {
  test.each([
    ['cafe noir rebrand', 'Café Noir Rebrand'],
    ['the cafe noir project', 'Café Noir Rebrand'],
    ['release twenty twenty six', 'Release 2026 Hardening'],
    ['release two thousand twenty five hardening', 'Release 2025 Hardening'],
    ['ops four oh four', 'OPS-404 Outage Review'],
    ['o p s four forty', 'OPS-440 Capacity Plan'],
    ['q a automation', 'QA Automation'],
    ['quality assurance automation', 'QA Automation'],
    ['r and d lab', 'R&D Lab'],
    ['saint pauls lighting', "St. Paul's Cathedral Lighting"],
    ['lighting for saint pauls cathedral', "St. Paul's Cathedral Lighting"],
    ['tower block c', 'Tower Block C Fit-Out'],
    ['customer portal version three point two', 'Customer Portal v3.2'],
    ['internal', 'Internal'],
    ['internal training', 'Internal Training'],
    ['in ternal training', 'Internal Training'],
    // Spelled exactly as one name, it is that one, not its sound-alike.
    ['meyer villa', 'Meyer Villa Garden'],
    // Politeness after the name is no part of it.
    ['internal training thanks', 'Internal Training'],
    ['tower block thanks', 'Tower Block C Fit-Out'],
    ['cafe noir thank you', 'Café Noir Rebrand'],
  ])('"%s" is %s', (heard, name) => {
    expect(matched(resolve(heard))).toBe(name);
  });
});

describe('a question when more than one fits', () => {
  test.each([
    ['release', ['Release 2025 Hardening', 'Release 2026 Hardening']],
    ['customer portal', ['Customer Portal v3.1', 'Customer Portal v3.2']],
    ['customer portal version three', ['Customer Portal v3.1', 'Customer Portal v3.2']],
    // Internal with a stray word, or Internal Training cut short: as likely, so asked (it was booked to Internal).
    ['internal tr', ['Internal', 'Internal Training']],
    // One word heard exactly as one name has it, another only as the other name has it: ask.
    ['meyer villa pool', ['Maier Villa Pool', 'Meyer Villa Garden']],
  ])('"%s" offers %j', (heard, choices) => {
    expect(matched(resolve(heard))).toEqual(choices);
  });
});

describe('nothing, rather than a guess', () => {
  test.each([
    'release twenty twenty seven',
    'ops five hundred',
    'tower block d',
    'office party',
    'noir exhibition',
    'customer portal version four',
  ])('"%s" matches no project', (heard) => {
    expect(resolve(heard)).toEqual({ status: 'none' });
  });
});

test("words that are exactly one project's are not a question because another's name sounds like them", () => {
  const workspace = ['UX Audit – Nimbus Bank', 'Greenleaf Yoga Studio', 'Nimbus Bank Onboarding Flow'].map((name, i) => ({ id: `w${i}`, name }));
  expect(resolveProject({ heard: 'ux audit', projects: workspace })).toMatchObject({ status: 'match', project: { name: 'UX Audit – Nimbus Bank' } });
  // Sound alone still counts when no project has the words: "yoga studio" misheard is Greenleaf's.
  expect(resolveProject({ heard: 'yoga studios', projects: workspace })).toMatchObject({ project: { name: 'Greenleaf Yoga Studio' } });
});

test('a name run together over its "&" is that name, and asked about where another name is all but what was heard', () => {
  const workspace = ['Smith & Sons Packaging', 'Smithson Logistics Website', 'Greenleaf Yoga Studio'].map((name, i) => ({ id: `w${i}`, name }));
  const said = (heard: string) => resolveProject({ heard, projects: workspace });
  // "Smithsons" is Smith & Sons run together, or Smithson's: it was booked to Smithson unasked.
  expect(said('smithsons')).toMatchObject({ status: 'ambiguous', candidates: [{ name: 'Smith & Sons Packaging' }, { name: 'Smithson Logistics Website' }] });
  expect(said('smithsons packaging')).toMatchObject({ status: 'match', project: { name: 'Smith & Sons Packaging' } });
  // Each name's own words stay that name's.
  expect(said('smithson')).toMatchObject({ status: 'match', project: { name: 'Smithson Logistics Website' } });
  expect(said('smith sons')).toMatchObject({ status: 'match', project: { name: 'Smith & Sons Packaging' } });
  expect(said('smith and sons')).toMatchObject({ status: 'match', project: { name: 'Smith & Sons Packaging' } });
});

test('"the mobile one": a last "one" may stand for the project, yet stays a number where a name holds one', () => {
  const workspace = ['Apollo Mobile App', 'Apollo Website', 'Phase 1 Rollout', 'Phase 2 Rollout'].map((name, i) => ({ id: `w${i}`, name }));
  const said = (heard: string) => resolveProject({ heard, projects: workspace });
  expect(said('the mobile one')).toMatchObject({ status: 'match', project: { name: 'Apollo Mobile App' } });
  expect(said('the phase one')).toMatchObject({ status: 'match', project: { name: 'Phase 1 Rollout' } });
  expect(said('the phase two rollout')).toMatchObject({ status: 'match', project: { name: 'Phase 2 Rollout' } });
  expect(said('the apollo one')).toMatchObject({ status: 'ambiguous' });
});

test('a description from the search can settle what the name alone cannot', () => {
  const search: ProjectSearchResult[] = [{ id: id('Meyer Villa Garden'), name: 'Meyer Villa Garden', description: 'Planting plan and irrigation for the Meyer villa.', confidence: 0.6 }];
  expect(matched(resolve('irrigation', { search }))).toBe('Meyer Villa Garden');
  expect(resolve('irrigation')).toEqual({ status: 'none' });
});

describe("words heard in descriptions (the demo workspace's), as the service's search brings them", () => {
  const described: [string, string][] = [
    ['Bellevue Dental Branding', 'Logo, stationery and reception signage.'],
    ['Smith & Sons Packaging', 'Packaging for the private-label tool line.'],
    ['Smithson Logistics Website', 'Marketing site and quote-request form.'],
    ['Greenfield Farms Logo', 'Logo and farm-stand signage for an organic farm.'],
    ['UX Audit – Nimbus Bank', 'Heuristic review of online banking.'],
    ['Nimbus Bank Onboarding Flow', 'New-customer sign-up and identity checks.'],
    ['R&D – Motion Design', 'Internal exploration of animation tools.'],
    ['Website 2.0 Launch', 'Our own studio site relaunch.'],
    ['Apollo Website Redesign', "Full redesign of Apollo Insurance's marketing site."],
    ['Stackwise Kubernetes Booth', 'Booth backdrop and swag for KubeCon.'],
  ];
  const workspace: Ref[] = described.map(([name], i) => ({ id: `d${i}`, name }));
  /** The search results: the named projects, with their descriptions. */
  const found = (...names: string[]): ProjectSearchResult[] =>
    names.map((name) => ({ ...workspace.find((p) => p.name === name)!, description: described.find(([n]) => n === name)![1], confidence: 0.5 }));
  const said = (heard: string, search?: ProjectSearchResult[]) => {
    const r = resolveProject({ heard, projects: workspace, search });
    return r.status === 'match' ? r.project.name : r.status === 'ambiguous' ? r.candidates.map((c) => c.name).sort() : r.status === 'confirm' ? `${r.project.name}?` : null;
  };

  test('singular and plural are one word in a description: "tool" and "tools" ask between the two clients\' projects', () => {
    // Each was booked, to the project whose description has the word as said.
    const both = ['R&D – Motion Design', 'Smith & Sons Packaging'];
    expect(said('the tools', found('R&D – Motion Design', 'Smith & Sons Packaging'))).toEqual(both);
    expect(said('tool', found('Smith & Sons Packaging', 'R&D – Motion Design'))).toEqual(both);
    expect(said('the signage', found('Bellevue Dental Branding', 'Greenfield Farms Logo'))).toEqual(['Bellevue Dental Branding', 'Greenfield Farms Logo']);
  });

  test("a word another project's name has, plural aside, is not outvoted by a description's sound-alike of it", () => {
    // "farm" only sounds like the "form" of Smithson's description, yet with "website" it was booked there.
    const search = found('Website 2.0 Launch', 'Apollo Website Redesign', 'Smithson Logistics Website');
    expect(said('the farm website', search)).toEqual(['Greenfield Farms Logo', 'Smithson Logistics Website']);
    expect(said('the farms website', search)).toEqual(['Greenfield Farms Logo', 'Smithson Logistics Website']);
    expect(said('the smithson website', search)).toBe('Smithson Logistics Website');
    expect(said('greenfield farm', search)).toBe('Greenfield Farms Logo');
  });

  test('one word that only sounds like one word of a longer name is not booked: asked, with the projects whose descriptions explain it', () => {
    // "Signs" sounds like the Sons of Smith & Sons Packaging: it was booked there, though signage is Bellevue's and Greenfield's.
    const search = found('Bellevue Dental Branding', 'Greenfield Farms Logo', 'Nimbus Bank Onboarding Flow');
    expect(said('signs', search)).toEqual(['Bellevue Dental Branding', 'Greenfield Farms Logo', 'Nimbus Bank Onboarding Flow', 'Smith & Sons Packaging']);
    // With nothing else to offer, it is a yes or no.
    expect(said('the boat')).toBe('Stackwise Kubernetes Booth?');
    expect(said('signs', [])).toBe('Smith & Sons Packaging?');
    // Heard as written, or more of the name, it is the match it was.
    expect(said('sons packaging')).toBe('Smith & Sons Packaging');
    expect(said('smith and sons')).toBe('Smith & Sons Packaging');
  });
});

test("Alexa's own match of a spoken form, one project, is taken as it is", () => {
  expect(matched(resolve('anything at all', { entityIds: [id('QA Automation')] }))).toBe('QA Automation');
});

test('a match on part of a name is marked partial, so the skill looks at the search too', () => {
  expect(resolve('noir')).toMatchObject({ status: 'match', partial: true });
  expect(resolve('cafe noir rebrand')).toMatchObject({ status: 'match', partial: false });
});

test('a name said whole with a word it does not explain is partial too: the word may be in another project\'s description', () => {
  // "Internal invoicing" was booked to Internal, though invoicing is Internal Training's.
  expect(resolve('internal invoicing')).toMatchObject({ status: 'match', project: { name: 'Internal' }, partial: true });
  const search: ProjectSearchResult[] = [
    { id: id('Internal Training'), name: 'Internal Training', description: 'Onboarding, invoicing and bookkeeping courses.', confidence: 0.5 },
    { id: id('Internal'), name: 'Internal', description: 'Team meetings.', confidence: 0.5 },
  ];
  expect(matched(resolve('internal invoicing', { search }))).toBe('Internal Training');
  expect(matched(resolve('internal meetings', { search }))).toBe('Internal');
});

test('a number alone is too little to book on: its one project is asked about, never matched', () => {
  const release = resolveProject({ heard: 'twenty twenty five', projects });
  expect(release).toEqual({ status: 'confirm', project: { id: id('Release 2025 Hardening'), name: 'Release 2025 Hardening' } });
  // With a word of the name beside it, it is the match it was.
  expect(matched(resolve('release twenty twenty five'))).toBe('Release 2025 Hardening');
});

describe('spoken numbers and names', () => {
  test('numbers said every usual way become digits', () => {
    const read = (words: string) => numberReadings(words.split(' ')).map((r) => r.join(' '));
    expect(read('twenty twenty five')).toContain('2025');
    expect(read('twelve forty three')).toContain('1243');
    expect(read('one two three four')).toContain('1234');
    expect(read('two point oh')).toEqual(['2.0']);
    expect(read('twenty four seven')).toContain('24 7');
    expect(read('third quarter')).toEqual(['q 3']);
    expect(read('forty three')).toEqual(['43']);
  });

  test('names are said back the way a recognizer writes them', () => {
    expect(spokenNumber('2025')).toBe('twenty twenty five');
    expect(spokenNumber('2005')).toBe('twenty oh five');
    expect(spokenNumber('3.1')).toBe('three point one');
    expect(spokenForms('OPS-404 Outage Review')).toEqual(['ops four hundred four outage review']);
    expect(spokenForms("St. Paul's Cathedral Lighting")[0]).toBe('saint pauls cathedral lighting');
    expect(spokenForms('Q4 Launch – Fernwood Coffee')).toEqual(['q four launch fernwood coffee', 'q four launch', 'fernwood coffee']);
  });

  test('ASCII text is made plain the quick way exactly as the Unicode way makes it', () => {
    const unicodeWay = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }), (text) => plainName(text) === unicodeWay(text)), { numRuns: 2000 });
  });

  test('a name typed with a phone\'s or a Mac\'s marks (dashes, curly quotes, no-break spaces) is said as its plain twin', () => {
    const twins = [
      ['St. Mary\u2019s Clinic Portal', "St. Mary's Clinic Portal"],
      ['Q4 Launch \u2014 Fernwood Coffee', 'Q4 Launch - Fernwood Coffee'],
      ['\u201cBlue Sky\u201d R&D\u00a0Phase\u20112', '"Blue Sky" R&D Phase-2'],
    ];
    for (const [typed, plain] of twins) expect(spokenForms(typed)).toEqual(spokenForms(plain));
    expect(spokenForms('Q4 Launch \u2014 Fernwood Coffee')).toEqual(['q four launch fernwood coffee', 'q four launch', 'fernwood coffee']);
    expect(resolveProject({ heard: 'saint marys clinic', projects: [{ id: 'p1', name: 'St. Mary\u2019s Clinic Portal' }, { id: 'p2', name: 'Internal' }] })).toMatchObject({ status: 'match', project: { id: 'p1' } });
  });

  test('names in any script are said alike, letters beside numbers and marks included', () => {
    expect(spokenForms('C# Migration')).toEqual(['c sharp migration']);
    expect(spokenForms('Web2Print 3D Portal')).toEqual(['web two print three d portal']);
    expect(spokenForms('Ærø Ferries: Phase2')).toEqual(['aero ferries phase two', 'aero ferries', 'phase two']);
    expect(spokenForms('Δέλτα#2 Λογιστική')).toEqual(['δελτα sharp two λογιστικη']);
    expect(spokenForms('Über² Rollout (EMEA)')).toEqual(['uber² rollout emea']);
  });

  test('words split apart or run together are read as the names have them, and only words no name has', () => {
    const said = ['Stackwise Kubernetes Booth', 'ACME Payments', 'Apollo Website', 'Smith & Sons Packaging', 'Smithson Logistics', 'Green Leaf Design', 'Greenleaf Yoga'];
    expect(heardAsNamed('stack wise', said)).toBe('stackwise');
    expect(heardAsNamed('the Stack Wise booth', said)).toBe('the stackwise booth');
    expect(heardAsNamed('a pollo website', said)).toBe('apollo website');
    expect(heardAsNamed('ac me payments', said)).toBe('acme payments');
    expect(heardAsNamed('acmepayments', said)).toBe('acme payments');
    expect(heardAsNamed('stackwisekubernetes booth', said)).toBe('stackwise kubernetes booth');
    // Words a name has stay as they are: "smith son" may be Smith & Sons as well as Smithson, "green leaf" is Green Leaf Design's.
    expect(heardAsNamed('smith son', said)).toBe('smith son');
    expect(heardAsNamed('green leaf', said)).toBe('green leaf');
    expect(heardAsNamed('smithson', said)).toBe('smithson');
    expect(heardAsNamed('website 2.0', said)).toBe('website 2.0');
  });

  test("dynamic entities stay within Alexa's limits: at most 100 projects, ids and spoken synonyms", () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: `x${i}`, name: `Project ${i} – Client ${i}` }));
    const directive = projectEntities(many);
    expect(directive).toMatchObject({ type: 'Dialog.UpdateDynamicEntities', updateBehavior: 'REPLACE' });
    const values = directive.types![0].values!;
    expect(directive.types![0].name).toBe('PROJECT_NAME');
    expect(values).toHaveLength(100);
    expect(values[7]).toEqual({ id: 'x7', name: { value: 'project seven client seven', synonyms: ['project seven', 'client seven'] } });
    for (const value of values) expect(value.name!.synonyms!.length).toBeLessThanOrEqual(5);
  });

  test('long project names mean fewer entities, never a response too large for Alexa', () => {
    const long = Array.from({ length: 100 }, (_, i) => ({ id: `x${i}`, name: `Project ${i} ${'with a very long descriptive name '.repeat(5)}` }));
    const directive = projectEntities(long);
    expect(directive.types![0].values!.length).toBeGreaterThan(5);
    expect(directive.types![0].values!.length).toBeLessThan(100);
    expect(JSON.stringify(directive).length).toBeLessThan(12_500);
  });
});

test('numbers heard that read two ways ("three sixty five": 365, or 3 and 65) are weighed, not a crash', () => {
  const list = ['M365 Migration', 'Cascade Migration 3', 'Apollo Website'].map((name, i) => ({ id: `m${i}`, name }));
  const r = resolveProject({ heard: 'm three sixty five migration', projects: list });
  // Either reading may be meant: the question names both, and books neither.
  expect(r).toEqual({ status: 'ambiguous', candidates: [list[0], list[1]] });
  expect(resolveProject({ heard: 'm three sixty five migration', projects: [list[0], list[2]] })).toEqual({ status: 'match', project: list[0], partial: false });
});

test('a word the name cannot explain, beside words it only approximates, is a yes or no: the name said may not be on the list', () => {
  const workspace = ['Abernathy Townhouse', 'Kyoto Tea House Concept', 'Marseille Hotel Lobby'].map((name, i) => ({ id: `w${i}`, name }));
  const said = (heard: string) => resolveProject({ heard, projects: workspace });
  // "Abernathy Beach House", which the person has no project for, heard as a recognizer wrote it: it was booked to the Townhouse.
  expect(said('abernathy beach towns')).toEqual({ status: 'confirm', project: workspace[0] });
  expect(said('kyoto green tea house konsept')).toEqual({ status: 'confirm', project: workspace[1] });
  // A word only approximated with nothing stray beside it, or a stray word beside a name heard whole, is no doubt.
  expect(said('kyoto tea house konsept')).toMatchObject({ status: 'match', project: { name: 'Kyoto Tea House Concept' } });
  expect(said('abernathy townhouse stuff')).toMatchObject({ status: 'match', project: { name: 'Abernathy Townhouse' } });
});

test('words of one name heard exactly after words nothing explains (a carrier phrase garbled) are a yes or no, not "none"', () => {
  const workspace = ['Mbeki Scholarship Fund', 'Kowalczyk Kitchen Remodel', 'Hope Springs Grant Application', 'Okafor Garden Wall', 'Okafor Garage Conversion'].map((name, i) => ({ id: `w${i}`, name }));
  const said = (heard: string) => resolveProject({ heard, projects: workspace });
  // It was "I couldn't find a project called that's a scholarship fund".
  expect(said("that's a scholarship fund")).toEqual({ status: 'confirm', project: workspace[0] });
  expect(said('and tell bullshit kitchen remodel')).toEqual({ status: 'confirm', project: workspace[1] });
  // Words after the name's say more than it: another project, perhaps not on the list.
  expect(said('hope springs gala')).toEqual({ status: 'none' });
  // Words another project has too are no sign of either.
  const two = ['Kowalczyk Kitchen Remodel', 'Nguyen Kitchen Remodel'].map((name, i) => ({ id: `k${i}`, name }));
  expect(resolveProject({ heard: 'and tell bullshit kitchen remodel', projects: two }).status).not.toBe('confirm');
});

test('a run of heard words that only sounds like one word of a longer name is a yes or no, not a booking; an acronym spelled out is that acronym', () => {
  const workspace = ['UX Audit – Nimbus Bank', 'Nimbus Bank Onboarding Flow', 'CLE Credits', 'Greenleaf Yoga Studio'].map((name, i) => ({ id: `w${i}`, name }));
  const said = (heard: string) => resolveProject({ heard, projects: workspace });
  // "What did I do?", said where a name was asked for: "what did" sounds like Audit. It was booked there.
  expect(said('what did i do')).toEqual({ status: 'confirm', project: workspace[0] });
  expect(said('what did i work on today')).toEqual({ status: 'confirm', project: workspace[0] });
  expect(said('continuing legal education')).toMatchObject({ status: 'match', project: { name: 'CLE Credits' } });
  expect(said('ux audit')).toMatchObject({ status: 'match', project: { name: 'UX Audit – Nimbus Bank' } });
});
