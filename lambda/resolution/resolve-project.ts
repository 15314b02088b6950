// The resolver: from what was heard to one project, a short list to ask about, or none.
//
// Every project is scored by aligning what was heard with its name (and, when the service's search gave
// one, its description): each heard word or run of words is paired with the name word it is most like,
// best pairs first, each used once. Two figures come out: how much of what was heard the project explains
// (a word it cannot explain is evidence against it), and how much of the name was said, weighted by how
// rare each word is among the person's projects. A number said that the name does not hold rules the
// project out. The decision then acts only when one project is clearly ahead, and otherwise asks. When
// no project's words are there, the sounds may still be (a recognizer wrote other words for a name it did
// not know): one project alone sounding like what was heard is asked about with a yes or no.
import type { Ref } from '../../models';
import { plainName } from './names';
import { isDigits } from './numbers';
import { heardReadings, nameUnits, phoneticCodes, spansOf, type HeardToken, type Span, type Unit } from './spoken-forms';
import { indexFor, type IndexedProject, pairsOf, type ProjectIndex } from './project-index';
import type { Resolution, ResolutionInput } from './resolution';
import { INFLECTED, spanSimilarity } from './similarity';
import { AROUND_PART, heardSounds, numbersSoundHeard, restLikeness, soundLikeness } from './sound';

/** A pair counts as evidence from this similarity up (a mangled word counts, weakly). */
const WEAK = 0.5;
/** Words found only in a description are weaker evidence than words of the name. */
const DESCRIPTION_FACTOR = 0.85;
/** The scores the decision works with. */
const MIN_SCORE = 0.45;
const MATCH_SCORE = 0.45;
const MARGIN = 0.1;
const MAX_CHOICES = 4;
/** Projects scored in full; the rest are passed over by the index. */
const CANDIDATES = 48;

export interface Scored {
  ref: Ref;
  score: number;
  /** Share of what was heard that the project explains. */
  explained: number;
  /** Share of the name (by weight) that was said. */
  said: number;
  /** Heard words the project does not explain at all. */
  unexplained: number;
  eligible: boolean;
  /** How well each heard token is explained: exactly or not, by the name or only by the description. */
  tokens: { text: string; similarity: number; exact: boolean; exactInName: boolean; counted: boolean; maybeNumber?: boolean; joined: boolean }[];
  /** A letter of the name (Block C, Unit 4B) was heard only as a letter that sounds like it. */
  letterGuessed: boolean;
  /** All the project explains is one heard word, or a run of them, that only sounds like one of its words ("signs" for Sons, "what did" for Audit). */
  soundedWord: boolean;
  /** A number was said that the name does not hold. */
  numberConflict: boolean;
  /** A last "one" was read as "the project", but the name has a number of its own (see HeardToken.maybeNumber). */
  oneIsItsNumber: boolean;
}

interface Pair {
  span: Span;
  similarity: number;
  /** The word's own likeness, before a description's discount: from INFLECTED up, the word heard as written. */
  likeness: number;
  /** Name positions it covers, or null for a description word. */
  covers: number[] | null;
  describes?: number;
}

const spanLength = (pair: Pair) => pair.span.end - pair.span.start;

interface Assignment {
  heard: number[];
  exact: boolean[];
  exactInName: boolean[];
  /** Heard as one word for two of the name's ("smithsons" for Smith & Sons). */
  joined: boolean[];
  covered: number[];
  letterGuessed: boolean;
  /** The pairs taken. */
  taken: Pair[];
}

/**
 * How much an assignment explains. Likeness counts squared, so a run of words counts for more only when it
 * is truly close ("why fi" for Wi-Fi at 0.8), not when it drags along a word that does not belong
 * ("mobile game" for Mobile App at 0.7).
 */
const mass = (a: Assignment) => a.heard.reduce((x, y) => x + y * y, 0) + 0.001 * a.covered.reduce((x, y) => x + y, 0);
const reach = (pair: Pair) => pair.similarity * pair.similarity * spanLength(pair);

function assign(pairs: Pair[], tokenCount: number, project: IndexedProject): Assignment {
  const heard = new Array<number>(tokenCount).fill(0);
  const exact = new Array<boolean>(tokenCount).fill(false);
  const exactInName = new Array<boolean>(tokenCount).fill(false);
  const joined = new Array<boolean>(tokenCount).fill(false);
  const covered = new Array<number>(project.units.length).fill(0);
  const usedDescription = new Set<number>();
  let letterGuessed = false;
  const taken: Pair[] = [];
  for (const pair of pairs) {
    let free = true;
    for (let i = pair.span.start; i < pair.span.end; i++) if (heard[i] > 0) free = false;
    if (!free) continue;
    if (pair.covers) {
      if (pair.covers.some((at) => covered[at] > 0)) continue;
      for (const at of pair.covers) covered[at] = pair.similarity;
      if (pair.similarity < 1 && pair.covers.some((at) => project.units[at].kind === 'letter')) letterGuessed = true;
    } else {
      if (usedDescription.has(pair.describes!)) continue;
      usedDescription.add(pair.describes!);
    }
    taken.push(pair);
    for (let i = pair.span.start; i < pair.span.end; i++) {
      heard[i] = pair.similarity;
      // Singular and plural alike ("tool" is the word of "private-label tool line" as "tools" is of "animation
      // tools"), word for word: "smithson" is not Smith & Sons said as one, nor "smith sons" Smithson.
      const exactly = pair.likeness === 1 || (pair.likeness >= INFLECTED && spanLength(pair) === 1 && (pair.covers?.length ?? 1) === 1);
      exact[i] = exactly;
      exactInName[i] = pair.covers !== null && exactly;
      joined[i] = pair.covers !== null && pair.covers.length > 1 && spanLength(pair) === 1;
    }
  }
  return { heard, exact, exactInName, joined, covered, letterGuessed, taken };
}

/**
 * A run of heard words stands only if each end word counts: without it, the fit must be worse. "a pollo"
 * is Apollo where "pollo" alone is not; but "the terraform" is no better than "terraform", and "b
 * documentation" no better than "documentation" (the letter would vanish into the word).
 */
function everyWordCounts(span: Span, unit: Unit, similarity: number): boolean {
  if (span.words.length < 2) return true;
  for (const words of [span.words.slice(1), span.words.slice(0, -1)]) {
    const text = words.join('');
    if (spanSimilarity({ ...span, words, text, codes: phoneticCodes(text) }, unit) >= similarity - 0.05) return false;
  }
  return true;
}

/**
 * A span's likeness to a unit as evidence: 0 below WEAK or where a word of the span does not count. Worked
 * out once a reading for each span and unit: the projects scored share most of their words' units.
 */
function evidenceOf(spans: Span[]): (at: number, unit: Unit) => number {
  const known = new Map<Unit, number[]>();
  return (at, unit) => {
    let row = known.get(unit);
    // A plain array: a typed one costs more to make than it saves, and a reading makes one for every unit of
    // the projects scored (some 160 at 10,000 projects).
    if (!row) known.set(unit, (row = new Array<number>(spans.length).fill(-1)));
    if (row[at] < 0) {
      const similarity = spanSimilarity(spans[at], unit);
      row[at] = similarity >= WEAK && everyWordCounts(spans[at], unit, similarity) ? similarity : 0;
    }
    return row[at];
  };
}

function score(project: IndexedProject, weights: number[], tokens: HeardToken[], spans: Span[], likeness: (at: number, unit: Unit) => number, description: Unit[]): Scored {
  const pairs: Pair[] = [];
  spans.forEach((span, spanAt) => {
    project.units.forEach((unit, at) => {
      const similarity = likeness(spanAt, unit);
      if (similarity > 0) pairs.push({ span, similarity, likeness: similarity, covers: [at] });
    });
    for (const { at, width, unit, parts } of pairsOf(project)) {
      // Where two heard words line up with the pair and either is the name's own word, the split agrees with
      // the name: each word is judged alone ("springs gala" is not "springs grant"). The pair is for other splits.
      if (span.words.length === 2 && (parts[0].texts.includes(span.words[0]) || parts[1].texts.includes(span.words[1]))) continue;
      const similarity = likeness(spanAt, unit);
      if (similarity > 0) pairs.push({ span, similarity, likeness: similarity, covers: width === 2 ? [at, at + 1] : [at, at + 1, at + 2] });
    }
    description.forEach((unit, at) => {
      const likeness = spanSimilarity(span, unit);
      const similarity = likeness * DESCRIPTION_FACTOR;
      if (similarity >= WEAK) pairs.push({ span, similarity, likeness, covers: null, describes: at });
    });
  });
  // Pairs are taken greedily, each heard word and name word once: best likeness first, and also the most
  // heard words first (the run "why fi" for "Wi-Fi" beats the lone exact "fi"); the better outcome stands.
  const byLikeness = [...pairs].sort((a, b) => b.similarity - a.similarity || spanLength(b) - spanLength(a));
  const byReach = [...pairs].sort((a, b) => reach(b) - reach(a) || b.similarity - a.similarity);
  const first = assign(byLikeness, tokens.length, project);
  const second = assign(byReach, tokens.length, project);
  const { heard, exact, exactInName, joined, covered, letterGuessed, taken } = mass(second) > mass(first) ? second : first;
  // All the project explains is one heard word, or a run of them, that only sounds like one of its words ("signs" for
  // Sons, "what did" for the Audit of UX Audit); an acronym a run spells out ("continuing legal education" for CLE) is
  // no mere sound.
  const only = taken.length === 1 ? taken[0] : undefined;
  const spelledOut = !!only?.covers && spanLength(only) > 1 && project.units[only.covers[0]].acronym;
  const soundedWord = !!only && (only.covers?.length ?? 1) === 1 && only.likeness < INFLECTED && !spelledOut;

  let counted = 0;
  let sum = 0;
  let unexplained = 0;
  let numberMissed = false;
  let oneMissed = false;
  const evidence = tokens.map((token, i) => ({
    text: token.text,
    similarity: heard[i],
    exact: exact[i],
    exactInName: exactInName[i],
    joined: joined[i],
    counted: !(token.filler && heard[i] === 0),
    maybeNumber: token.maybeNumber,
  }));
  tokens.forEach((token, i) => {
    if (token.filler && heard[i] === 0) {
      if (token.maybeNumber) oneMissed = true;
      return;
    }
    counted++;
    sum += heard[i];
    if (heard[i] === 0) {
      unexplained++;
      if (/^\d/.test(token.text)) numberMissed = true;
    }
  });
  const explained = counted ? sum / counted : 0;
  const total = weights.reduce((a, b) => a + b, 0);
  const said = total ? project.units.reduce((acc, _u, at) => acc + covered[at] * weights[at], 0) / total : 0;
  // A number said that this project's name does not hold ("twenty twenty three" against 2024) rules it out.
  const numberConflict = numberMissed && project.hasNumber;
  // A last "one" taken for "the project" ("the phase one") is more likely a number where the name holds one.
  const oneIsItsNumber = oneMissed && project.hasNumber;
  const eligible = !numberConflict && !oneIsItsNumber && explained >= WEAK && (unexplained === 0 || said >= 0.95);
  return { ref: project.ref, score: explained * (0.55 + 0.45 * said), explained, said, unexplained, eligible, tokens: evidence, letterGuessed, soundedWord, numberConflict, oneIsItsNumber };
}

/** Every project scored against the best reading of what was heard, best first. */
export function scoreProjects(input: ResolutionInput, index = indexFor(input.projects)): Scored[] {
  // A description's words, less those its project's name already has: a repeated word is no new evidence.
  const descriptions = new Map(
    (input.search ?? [])
      .filter((r) => r.description)
      .map((r) => {
        const named = new Set(nameUnits(r.name).map((u) => u.texts[0]));
        return [r.id, nameUnits(r.description!).filter((u) => !u.connector && !named.has(u.texts[0]))];
      }),
  );
  const best = new Map<string, Scored>();
  for (const tokens of heardReadings(input.heard)) {
    if (tokens.every((t) => t.filler)) continue;
    const spans = spansOf(tokens);
    const candidates = new Set(index.candidates(spans, CANDIDATES));
    // Projects the service's search found are scored whether or not the index picked them.
    for (const result of input.search ?? []) {
      const found = index.project(result.id);
      if (found) candidates.add(found);
    }
    const likeness = evidenceOf(spans);
    for (const project of candidates) {
      const scored = score(project, index.weightsOf(project), tokens, spans, likeness, descriptions.get(project.ref.id) ?? []);
      const previous = best.get(project.ref.id);
      if (!previous || rank(scored) > rank(previous)) best.set(project.ref.id, scored);
    }
  }
  return [...best.values()].sort((a, b) => rank(b) - rank(a));
}

const rank = (s: Scored) => (s.eligible ? s.score : -1 + s.score / 10);

export function resolveProject(input: ResolutionInput): Resolution {
  if (input.projects.length === 0) return { status: 'none' };
  // Alexa's own resolution against the spoken forms sent as dynamic entities: one project is a sure match.
  // Several (a part of a name two projects share) are left to the scoring below.
  const entityIds = new Set(input.entityIds ?? []);
  const entities = entityIds.size ? input.projects.filter((p) => entityIds.has(p.id)) : [];
  if (entities.length === 1) return { status: 'match', project: entities[0] };

  const index = indexFor(input.projects);
  const all = scoreProjects(input, index);
  const scored = all.filter((s) => s.eligible && s.score >= MIN_SCORE);
  if (scored.length === 0) return orByOwnWords(bySound(input, all, index), all);
  const near = scored.filter((s) => s.score >= scored[0].score - MARGIN);
  // Of the projects near the top, one that has every word heard as its own, where the others only sound like
  // it ("smithson": Smithson Logistics, though "Smith & Sons" said run together scores as high), is the one.
  const top = near.find((s) => near.every((other) => other === s || outheard(s, other))) ?? scored[0];
  const close = near.filter((s) => s === top || !outheard(top, s));
  if (close.length > 1) return { status: 'ambiguous', candidates: close.slice(0, MAX_CHOICES).map((s) => s.ref) };
  if (top.score < MATCH_SCORE) return { status: 'none' };
  const rivals = all.filter((s) => s !== top && isRival(top, s));
  // One word heard that only sounds like one word of the name, less than half of it ("signs" for the Sons of
  // Smith & Sons Packaging): too little to book on. Other projects explaining the word (a description's
  // "signage", "sign-up") are asked about with it; alone, it is a yes or no.
  const sounded = top.soundedWord && top.said < PARTIAL && !top.letterGuessed && !isDigits(top.tokens.find((t) => t.similarity > 0)?.text ?? '');
  const others = sounded ? all.filter((s) => s !== top && (rivals.includes(s) || (s.eligible && s.explained >= WEAK))) : rivals;
  if (others.length) return { status: 'ambiguous', candidates: [top, ...others].slice(0, MAX_CHOICES).map((s) => s.ref) };
  if (sounded) return { status: 'confirm', project: top.ref };
  // "Block D" is not Block C: an identifier letter only guessed at is a question, and with one project to
  // ask about, the answer is that none was found.
  if (top.letterGuessed) return { status: 'none' };
  // A number alone ("two" for Website 2.0 Launch) is too little to book on: a question, not a match.
  const counted = top.tokens.filter((t) => t.counted);
  if (counted.length > 0 && counted.every((t) => isDigits(t.text))) return { status: 'confirm', project: top.ref };
  // A word the name cannot explain, beside words of it only approximated ("abernathy beach towns" for
  // Abernathy Townhouse): the person may have said a name that is not on the list at all. A yes or no.
  if (top.unexplained > 0 && counted.some((t) => t.similarity > 0 && !t.exact)) return { status: 'confirm', project: top.ref };
  // A word heard that the name does not explain ("internal invoicing" for Internal) may be another project's
  // description's ("Invoicing, bookkeeping, contracts." of Internal Admin): the search is looked at too.
  return { status: 'match', project: top.ref, partial: top.said < PARTIAL || top.unexplained > 0 };
}

/** Less than this share of the name said, a match is partial: worth a look at the descriptions too. */
const PARTIAL = 0.5;
/** A heard word this like a name's is all but the same (a plural or possessive "s" more or less). */
const NEARLY_EXACT = 0.9;

/**
 * Every word heard is one of the leader's own, exactly, and not one of the other's: the other only sounds
 * like it ("ux audit" is UX Audit – Nimbus Bank, however much "yoga studio" sounds like it), so it is not
 * a close second.
 */
function outheard(top: Scored, other: Scored): boolean {
  const counted = top.tokens.filter((t) => t.counted);
  return other !== top && counted.length > 0 && counted.every((t) => t.exactInName) && !other.tokens.some((t) => t.exact);
}

/**
 * Another project the person may just as well mean, though it scores lower:
 * - it has, exactly, a word the leader only approximates ("kowalski" is Kowalski's; Kowalczyk only sounds
 *   like it), and explains at least half of what was heard;
 * - or the leader was not named whole, and the other project's name holds every word heard, exactly;
 * - or the leader was named only in part, and the other project's description holds every word heard,
 *   exactly (the client "bluefin" in one name, and in the descriptions of the client's other projects).
 */
function isRival(top: Scored, other: Scored): boolean {
  // "The phase one" read as "the phase (project)" does not make Phase 2 a rival of Phase 1. A word heard as
  // written counts whole: "farm" is Greenfield Farms Logo's word, a plural away, for half of "the farm website".
  if (wordsExplained(other) < 0.5 || other.oneIsItsNumber) return false;
  // Words, not places: each may be scored on another reading of the numbers heard ("m three sixty five
  // migration" as m 365 migration, or as m 3 65 migration).
  // A 1 the leader heard as "the ... one" is no such word ("the mobile one" does not make Phase 1 a rival).
  const leaderHas = (t: Scored['tokens'][number]) => top.tokens.some((u) => (u.text === t.text && u.exact) || (u.maybeNumber && t.text === '1'));
  if (other.tokens.some((t) => t.exactInName && !leaderHas(t))) return true;
  if (cutShort(top, other)) return true;
  const counted = other.tokens.filter((t) => t.counted);
  if (counted.length === 0) return false;
  // The leader's words were heard run together ("smithsons" as Smith & Sons), and the other's name holds what
  // was heard all but exactly (Smithson, a plural away): either may be meant.
  if (top.tokens.some((t) => t.joined) && counted.every((t) => t.similarity >= NEARLY_EXACT)) return true;
  // The words fit both names exactly and neither was said whole ("meridian law" for two of the client's projects).
  if (top.said < 0.95 && counted.every((t) => t.exactInName)) return true;
  return top.said < PARTIAL && counted.every((t) => t.exact);
}


/** Share of what was heard a project explains, a word heard as written counting whole. */
function wordsExplained(s: Scored): number {
  const counted = s.tokens.filter((t) => t.counted);
  return counted.length ? counted.reduce((sum, t) => sum + (t.exact ? 1 : t.similarity), 0) / counted.length : 0;
}

/**
 * A word the leader cannot explain at all begins a word of the other's name, which has every word the leader
 * has exactly: "internal ad" is Internal with a stray word, or Internal Admin cut short, as likely.
 */
function cutShort(top: Scored, other: Scored): boolean {
  const stray = top.tokens.filter((t) => t.counted && t.similarity < WEAK).map((t) => t.text);
  if (stray.length === 0 || !top.tokens.every((t) => !t.exact || other.tokens.some((u) => u.text === t.text && u.exact))) return false;
  const words = plainName(other.ref.name).split(' ');
  return stray.every((heard) => heard.length >= 2 && words.some((word) => word.length > heard.length && word.startsWith(heard)));
}

/** Words of its name heard exactly, at least this many, make a project worth a yes/no question on their own. */
const OWN_WORDS = 2;

/**
 * Nothing found by words or sounds, but words of one project's name heard exactly among others it cannot explain ("that's
 * a scholarship fund" for Mbeki Scholarship Fund, "mercy clinic payroll" where the list has Mercy Clinic Intake): that
 * project alone is asked about with a yes or no (it was "I couldn't find a project called ..."). Never when another
 * project has any of those words too, or the words rule it out (a number it does not hold, a letter only guessed).
 */
function orByOwnWords(found: Resolution, all: Scored[]): Resolution {
  if (found.status !== 'none') return found;
  const own = (s: Scored) => s.tokens.filter((t) => t.counted && t.exactInName && t.text.length >= 3).map((t) => t.text);
  const holders = all.filter((s) => own(s).length >= OWN_WORDS);
  if (holders.length !== 1) return found;
  const [one] = holders;
  const words = own(one);
  // The words it cannot explain come before its own, as a carrier phrase the recognizer garbled does ("and tell bullshit
  // kitchen remodel"); words after them say more than the name ("hope springs gala" for Hope Springs Grant Application).
  const first = one.tokens.findIndex((t) => t.counted && t.exactInName);
  if (one.tokens.slice(first).some((t) => t.counted && t.similarity === 0)) return found;
  const shared = all.some((s) => s !== one && s.tokens.some((t) => t.exact && words.includes(t.text)));
  return shared || one.numberConflict || one.letterGuessed || one.oneIsItsNumber ? found : { status: 'confirm', project: one.ref };
}

/** From this likeness of sounds (sound.ts) up, a project is worth a yes/no question. */
const SOUNDS_LIKE = 0.75;
/** What of the name was not heard as such must sound at least this like what else was heard (sound.ts). */
const REST_LIKE = 0.3;
/** Another project within this much sounds just as like: the question names both. */
const SOUND_MARGIN = 0.08;
/** A part of a name (around a dash) sounding like what was heard is weaker evidence than the whole. */
const PART_FACTOR = 0.92;
const SOUND_CANDIDATES = 32;
/** About twelve words: a name with a carrier phrase around it. */
const MAX_SOUNDS = 60;

/**
 * No project's words were heard: the one project whose name sounds like what was heard is asked about
 * ("Did you mean Kowalczyk Kitchen Remodel?"); two that sound alike are both offered. A project the words
 * rule out (a number it does not hold, an identifier letter only guessed at) is not offered.
 */
function bySound(input: ResolutionInput, scored: Scored[], index: ProjectIndex): Resolution {
  const heard = heardSounds(input.heard);
  // Too little to go on, or a long story rather than a name (aligning it would only cost time).
  if (heard.text.length < 3 || heard.text.length > MAX_SOUNDS) return { status: 'none' };
  const byId = new Map(scored.map((s) => [s.ref.id, s]));
  // Numbers heard, for the projects the scoring passed over (among many).
  const numbers = heardReadings(input.heard)[0]?.filter((t) => isDigits(t.text)).map((t) => t.text) ?? [];
  // A number heard that the name does not hold rules it out, unless the name's own numbers sound heard too
  // (a recognizer writes "for" as "four" and "a" as "eighty").
  const ruledOut = (project: IndexedProject) => {
    const s = byId.get(project.ref.id);
    if (s?.letterGuessed) return true;
    const own = project.units.filter((u) => u.kind === 'number').map((u) => u.texts[0]);
    const conflict = s ? s.numberConflict : own.length > 0 && numbers.some((n) => !own.includes(n));
    return conflict && !numbersSoundHeard(heard, own);
  };
  const alike = index
    .soundCandidates(heard.text, SOUND_CANDIDATES)
    .filter((project) => !ruledOut(project))
    .map((project) => ({
      ref: project.ref,
      likeness: Math.max(...index.soundsOf(project).map((form) => (form.whole ? soundLikeness(heard, form.sounds) : PART_FACTOR * soundLikeness(heard, form.sounds, AROUND_PART)))),
    }))
    .filter((s) => s.likeness >= SOUNDS_LIKE && restLikeness(input.heard, s.ref.name) >= REST_LIKE)
    .sort((a, b) => b.likeness - a.likeness);
  if (alike.length === 0) return { status: 'none' };
  const close = alike.filter((s) => s.likeness >= alike[0].likeness - SOUND_MARGIN);
  if (close.length > 1) return { status: 'ambiguous', candidates: close.slice(0, MAX_CHOICES).map((s) => s.ref) };
  return { status: 'confirm', project: alike[0].ref };
}
