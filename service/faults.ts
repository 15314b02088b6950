// Fault settings, for testing clients against a service that misbehaves the way real ones do: slow
// answers, 5xx errors, dropped connections, and requests refused as too many (429, as a gateway in front of
// a service answers them). Off unless set (by a test, or `npm run service` flags).
// Each fault happens either before the request is handled (nothing changes) or after (the change is
// made and stored, but the answer is slow, an error, or lost), since a client must cope with both.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './http/errors';

export interface FaultSettings {
  /** Milliseconds added to each matching request. */
  latencyMs?: number;
  /** Share (0 to 1) of matching requests answered 503 (before) or 500 (after). */
  errorRate?: number;
  /** Share (0 to 1) of matching requests whose connection is closed with no answer. */
  dropRate?: number;
  /**
   * Share (0 to 1) of matching requests refused 429 `rate_limited`, with `Retry-After: retryAfterS`, before
   * they are handled whatever `when` says: a request refused as one too many is never taken on.
   */
  throttleRate?: number;
  /** The seconds a refused request is told to wait (`Retry-After`); 1 by default. */
  retryAfterS?: number;
  /** Only the first this many matching requests meet the settings (all of them when left out). */
  times?: number;
  /** The first this many matching requests pass untouched, before `times` counts (the second create of a request, say). */
  skip?: number;
  /** Whether the fault comes before the request is handled (the default) or after. */
  when?: 'before' | 'after';
  /** Only requests with this method… */
  method?: string;
  /** …and a path (without the query) that this matches. All requests when both are left out. */
  path?: RegExp;
}

interface Fault {
  point: 'before' | 'after';
  latencyMs: number;
  outcome: 'error' | 'drop' | 'throttle' | null;
}

export class Faults {
  private settings: FaultSettings | null = null;
  private random: () => number;
  /** Matching requests since the settings were set, against `times`. */
  private struck = 0;
  /** Matching requests let through since the settings were set, against `skip`. */
  private skipped = 0;
  /** What was drawn for each request under way (by its raw request, which both hooks see). */
  private drawn = new WeakMap<object, Fault | null>();

  constructor(settings?: FaultSettings | null, seed = 1) {
    this.random = seededRandom(seed);
    this.set(settings ?? null);
  }

  /** Replaces the settings; null turns every fault off. */
  set(settings: FaultSettings | null) {
    if (settings) {
      for (const name of ['errorRate', 'dropRate', 'throttleRate'] as const) {
        const rate = settings[name];
        if (rate !== undefined && !(rate >= 0 && rate <= 1)) throw new Error(`${name} must be between 0 and 1, not ${rate}`);
      }
      if (settings.latencyMs !== undefined && !(settings.latencyMs >= 0)) throw new Error(`latencyMs must be 0 or more, not ${settings.latencyMs}`);
      for (const name of ['retryAfterS', 'times', 'skip'] as const) {
        const value = settings[name];
        if (value !== undefined && !(Number.isInteger(value) && value >= 0)) throw new Error(`${name} must be a whole number, 0 or more, not ${value}`);
      }
      if ((settings.errorRate ?? 0) + (settings.dropRate ?? 0) + (settings.throttleRate ?? 0) > 1) {
        throw new Error('errorRate, dropRate and throttleRate must add up to 1 at most');
      }
    }
    this.settings = settings;
    this.struck = 0;
    this.skipped = 0;
  }

  get active(): FaultSettings | null {
    return this.settings;
  }

  /**
   * The fault, if any, for this request at this point. Chance is drawn once a request, at its first point
   * (a throttle strikes before the request is handled, whatever `when` says).
   */
  private pick(request: FastifyRequest, point: 'before' | 'after'): Fault | null {
    let fault = this.drawn.get(request.raw);
    if (fault === undefined) {
      fault = this.draw(request);
      this.drawn.set(request.raw, fault);
    }
    return fault?.point === point ? fault : null;
  }

  private draw(request: FastifyRequest): Fault | null {
    const settings = this.settings;
    if (!settings) return null;
    if (settings.method && settings.method.toUpperCase() !== request.method) return null;
    if (settings.path && !settings.path.test(request.url.split('?')[0])) return null;
    if (this.skipped < (settings.skip ?? 0)) {
      this.skipped += 1;
      return null;
    }
    if (settings.times !== undefined && this.struck >= settings.times) return null;
    this.struck += 1;
    const roll = this.random();
    const bands = [
      ['throttle', settings.throttleRate ?? 0],
      ['drop', settings.dropRate ?? 0],
      ['error', settings.errorRate ?? 0],
    ] as const;
    let outcome: Fault['outcome'] = null;
    let below = 0;
    for (const [name, rate] of bands) {
      below += rate;
      if (roll < below) {
        outcome = name;
        break;
      }
    }
    if (outcome === 'throttle') return { point: 'before', latencyMs: 0, outcome };
    return { point: settings.when ?? 'before', latencyMs: settings.latencyMs ?? 0, outcome };
  }

  /**
   * Installs the hooks: "before" once the request has been read (a slow service has the request even if
   * the client stops waiting), "after" once the change is stored, just before the answer goes.
   */
  install(app: FastifyInstance) {
    app.addHook('preHandler', async (request, reply) => {
      const fault = this.pick(request, 'before');
      if (!fault) return;
      await sleep(fault.latencyMs);
      if (fault.outcome === 'drop') {
        reply.hijack();
        request.raw.socket.destroy();
      } else if (fault.outcome === 'error') {
        throw new ApiError(503, 'unavailable', 'the service is unavailable; try again shortly');
      } else if (fault.outcome === 'throttle') {
        const seconds = this.settings?.retryAfterS ?? 1;
        reply.header('retry-after', String(seconds));
        throw new ApiError(429, 'rate_limited', `too many requests; try again in ${seconds} second${seconds === 1 ? '' : 's'}`);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const fault = this.pick(request, 'after');
      if (!fault) return payload;
      await sleep(fault.latencyMs);
      if (fault.outcome === 'drop') {
        request.raw.socket.destroy();
      } else if (fault.outcome === 'error') {
        reply.code(500).header('content-type', 'application/json; charset=utf-8');
        return JSON.stringify(errorBody(request.url, new ApiError(500, 'internal_error', 'fault setting: the change was made but the answer failed')));
      }
      return payload;
    });
  }
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** mulberry32: a small seeded generator, so a run with an error rate fails the same requests each time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
