// A small stand-in for Alexa's language understanding, driven by the skill's own interaction model: the
// words are matched against every sample utterance (the most specific match wins), built-in slot types
// are converted as Alexa converts them, and custom slot values get entity resolution from the static
// values and from any dynamic entities the skill has sent.
import { createHash } from 'node:crypto';
import type { Intent, Slot, slu } from 'ask-sdk-model';
import type { InteractionModel, ModelIntent, ModelType } from './interaction-model';
import { parseDate, parseDuration, parseNumber, parseOrdinal, parseTime } from './spoken-values';

type ResolutionsPerAuthority = slu.entityresolution.Resolution;

const BUILT_IN_PHRASES: Record<string, string[]> = {
  'AMAZON.YesIntent': ['yes', 'yeah', 'yep', 'yup', 'sure', 'ok', 'okay', 'please do', 'correct', 'right', 'yes please'],
  'AMAZON.NoIntent': ['no', 'nope', 'nah', 'no thanks', 'no thank you', 'not now'],
  'AMAZON.StopIntent': ['stop', 'off', 'shut up', 'be quiet', 'enough', 'that is all', "that's all"],
  'AMAZON.CancelIntent': ['cancel', 'never mind', 'nevermind', 'forget it'],
  'AMAZON.HelpIntent': ['help', 'help me', 'what can i say'],
  'AMAZON.StartOverIntent': ['start over', 'restart', 'start again', 'begin again'],
  'AMAZON.NavigateHomeIntent': ['go home', 'home'],
};

// Slot types that list every value there is: Alexa's NLU, taught a handful of fixed words, does not fill
// them with others. A project name or a description can be anything; a weekday or a part of the day cannot.
const CLOSED_TYPES = new Set(['WEEKDAY', 'PART_OF_DAY']);

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A number under a hundred as it is said ("four", "forty two"); larger ones stay digits. */
const spokenNumber = (digits: string) => {
  const n = Number(digits);
  if (digits.length > 2 || n >= 100) return digits;
  return n < 20 ? SMALL[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${SMALL[n % 10]}` : ''}`;
};

/**
 * Words as a recognizer hands them over: lower case, no punctuation, "&" said as "and", and a name
 * with digits in it said as words ("q4 launch" is heard as "q four launch"); plain numbers and
 * ordinals ("45", "3rd") stay as typed, for the built-in slot types to read.
 */
export const asHeard = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}.{}\s-]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\b(?=[a-z]*\d)(?=\d*[a-z])(?!\d+(st|nd|rd|th)\b)[a-z0-9]+\b/g, (token) =>
      token.replace(/\d+/g, (digits) => ` ${spokenNumber(digits)} `),
    )
    .replace(/\s+/g, ' ')
    .trim();

/** A sample utterance as a sequence of literal words and slots. */
interface Pattern {
  intent: string;
  parts: ({ word: string } | { slot: string })[];
  literalWords: number;
}

function compile(intent: string, sample: string): Pattern {
  const parts: Pattern['parts'] = [];
  // Slot names keep their case ("{durationTwo}"), as Alexa's do; only the words are made as heard.
  for (const piece of sample.split(/(\{\w+\})/)) {
    const slot = /^\{(\w+)\}$/.exec(piece);
    if (slot) parts.push({ slot: slot[1] });
    else for (const word of asHeard(piece).split(' ').filter(Boolean)) parts.push({ word });
  }
  return { intent, parts, literalWords: parts.filter((p) => 'word' in p).length };
}

/** Every way the words fit the pattern, each slot taking one or more words. */
function* fits(parts: Pattern['parts'], words: string[], at = 0, taken: Record<string, string> = {}): Generator<Record<string, string>> {
  if (parts.length === 0) {
    if (at === words.length) yield taken;
    return;
  }
  const [first, ...rest] = parts;
  if ('word' in first) {
    if (words[at] === first.word) yield* fits(rest, words, at + 1, taken);
    return;
  }
  for (let end = at + 1; end <= words.length; end++) {
    yield* fits(rest, words, end, { ...taken, [first.slot]: words.slice(at, end).join(' ') });
  }
}

export interface Understood {
  intent: Intent;
}

export class Understanding {
  private readonly patterns: Pattern[] = [];
  private readonly slotPatterns = new Map<string, Pattern[]>();
  private readonly intents = new Map<string, ModelIntent>();
  private readonly types = new Map<string, ModelType>();

  constructor(
    private readonly model: InteractionModel,
    private readonly skillId: string,
  ) {
    const language = model.interactionModel.languageModel;
    for (const type of language.types ?? []) this.types.set(type.name, type);
    for (const intent of language.intents) {
      this.intents.set(intent.name, intent);
      for (const sample of [...(intent.samples ?? []), ...(BUILT_IN_PHRASES[intent.name] ?? [])]) this.patterns.push(compile(intent.name, sample));
      for (const slot of intent.slots ?? []) {
        this.slotPatterns.set(`${intent.name}.${slot.name}`, (slot.samples ?? []).map((sample) => compile(intent.name, sample)));
      }
    }
  }

  /**
   * The intent the words mean. While a slot is being elicited, answers phrased as that slot's samples
   * fill it in the intent being completed; so does an answer that is plainly another of the intent's
   * empty slots (a weekday listed in the WEEKDAY type, while the date is asked for), as Alexa's dialog
   * fills any slot of the intent an answer names.
   */
  understand(text: string, context: { today: string; dynamic: Map<string, ModelType['values']>; elicit?: { intent: Intent; slot: string } }): Intent {
    const words = asHeard(text);
    if (context.elicit) {
      const { intent, slot } = context.elicit;
      const empty = (name: string) => name !== slot && intent.slots?.[name]?.value === undefined;
      const others = (this.intents.get(intent.name)?.slots ?? []).filter((s) => empty(s.name)).flatMap((s) => this.slotPatterns.get(`${intent.name}.${s.name}`) ?? []);
      const own = this.bestMatch(words, this.slotPatterns.get(`${intent.name}.${slot}`) ?? [], context);
      const other = this.bestMatch(words, others, context, { listedOnly: true });
      const best = other && (!own || other.score > own.score) ? other : own;
      if (best) {
        const filled = this.intentWith(context.elicit.intent.name, best.values, context);
        for (const [name, slot] of Object.entries(context.elicit.intent.slots ?? {})) {
          if (slot.value !== undefined && !best.values[name]) filled.slots![name] = slot;
        }
        return filled;
      }
    }
    const best = this.bestMatch(words, this.patterns, context);
    if (!best) return this.intentWith('AMAZON.FallbackIntent', {}, context);
    return this.intentWith(best.pattern.intent, best.values, context);
  }

  /** The pattern the words fit best; `listedOnly` takes only custom slots filled with a value their type lists. */
  private bestMatch(words: string, patterns: Pattern[], context: { today: string; dynamic: Map<string, ModelType['values']> }, options: { listedOnly?: boolean } = {}) {
    const tokens = words.split(' ').filter(Boolean);
    let best: { pattern: Pattern; values: Record<string, string>; score: number } | undefined;
    for (const pattern of patterns) {
      for (const values of fits(pattern.parts, tokens)) {
        let score = pattern.literalWords * 10;
        let valid = true;
        for (const [slot, text] of Object.entries(values)) {
          const type = this.slotType(pattern.intent, slot);
          if (this.convert(type, text, context.today) === null) {
            valid = false;
            break;
          }
          // Typed values and words that match a slot type's values are better evidence than free text, and a
          // value the type lists word for word the best: AMAZON.DATE takes "friday" too, WEEKDAY lists it.
          const listed = !type.startsWith('AMAZON.') && this.matchedValues(type, text, context.dynamic).length > 0;
          if (!listed && (options.listedOnly || CLOSED_TYPES.has(type))) {
            valid = false;
            break;
          }
          if (type.startsWith('AMAZON.')) score += 6;
          else score += listed ? 8 : -2;
        }
        if (valid && (!best || score > best.score)) best = { pattern, values, score };
      }
    }
    return best;
  }

  private slotType(intent: string, slot: string): string {
    return this.intents.get(intent)?.slots?.find((s) => s.name === slot)?.type ?? 'AMAZON.SearchQuery';
  }

  private convert(type: string, text: string, today: string): string | null {
    switch (type) {
      case 'AMAZON.DURATION':
        return parseDuration(text);
      case 'AMAZON.DATE':
        return parseDate(text, today);
      case 'AMAZON.TIME':
        return parseTime(text);
      case 'AMAZON.NUMBER': {
        const n = parseNumber(text);
        return n === null ? null : String(n);
      }
      case 'AMAZON.Ordinal': {
        const n = parseOrdinal(text);
        return n === null ? null : String(n);
      }
      default:
        return text;
    }
  }

  private matchedValues(type: string, text: string, dynamic: Map<string, ModelType['values']>) {
    const words = asHeard(text);
    const matches = (values: ModelType['values']) =>
      values.filter((v) => [v.name.value, ...(v.name.synonyms ?? [])].some((s) => asHeard(s) === words));
    return [...matches(this.types.get(type)?.values ?? []), ...matches(dynamic.get(type) ?? [])];
  }

  private intentWith(name: string, texts: Record<string, string>, context: { today: string; dynamic: Map<string, ModelType['values']> }): Intent {
    const slots: Record<string, Slot> = {};
    for (const declared of this.intents.get(name)?.slots ?? []) {
      const text = texts[declared.name];
      const slot: Slot = { name: declared.name, confirmationStatus: 'NONE' } as Slot;
      if (text !== undefined) {
        slot.value = this.convert(declared.type, text, context.today) ?? text;
        if (!declared.type.startsWith('AMAZON.')) slot.resolutions = { resolutionsPerAuthority: this.resolutions(declared.type, text, context.dynamic) };
      }
      slots[declared.name] = slot;
    }
    return { name, confirmationStatus: 'NONE', slots } as Intent;
  }

  /** Entity resolution as Alexa reports it: the static authority, and the dynamic one when entities were sent. */
  private resolutions(type: string, text: string, dynamic: Map<string, ModelType['values']>): ResolutionsPerAuthority[] {
    const words = asHeard(text);
    const resolve = (authority: string, values: ModelType['values']): ResolutionsPerAuthority => {
      const matched = values.filter((v) => [v.name.value, ...(v.name.synonyms ?? [])].some((s) => asHeard(s) === words));
      return {
        authority,
        status: { code: matched.length ? 'ER_SUCCESS_MATCH' : 'ER_SUCCESS_NO_MATCH' },
        ...(matched.length
          ? { values: matched.map((v) => ({ value: { name: v.name.value, id: v.id ?? createHash('md5').update(v.name.value).digest('hex') } })) }
          : {}),
      } as ResolutionsPerAuthority;
    };
    const out = [resolve(`amzn1.er-authority.echo-sdk.${this.skillId}.${type}`, this.types.get(type)?.values ?? [])];
    if (dynamic.has(type)) out.push(resolve(`amzn1.er-authority.echo-sdk.dynamic.${this.skillId}.${type}`, dynamic.get(type)!));
    return out;
  }
}
