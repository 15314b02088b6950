// Fault settings, for testing clients against a service that misbehaves the way real ones do: slow
// answers, 5xx errors and dropped connections. Off unless set (by a test, or `npm run service` flags).
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
  /** Whether the fault comes before the request is handled (the default) or after. */
  when?: 'before' | 'after';
  /** Only requests with this method… */
  method?: string;
  /** …and a path (without the query) that this matches. All requests when both are left out. */
  path?: RegExp;
}

export class Faults {
  private settings: FaultSettings | null = null;
  private random: () => number;

  constructor(settings?: FaultSettings | null, seed = 1) {
    this.random = seededRandom(seed);
    this.set(settings ?? null);
  }

  /** Replaces the settings; null turns every fault off. */
  set(settings: FaultSettings | null) {
    if (settings) {
      for (const name of ['errorRate', 'dropRate'] as const) {
        const rate = settings[name];
        if (rate !== undefined && !(rate >= 0 && rate <= 1)) throw new Error(`${name} must be between 0 and 1, not ${rate}`);
      }
      if (settings.latencyMs !== undefined && !(settings.latencyMs >= 0)) throw new Error(`latencyMs must be 0 or more, not ${settings.latencyMs}`);
    }
    this.settings = settings;
  }

  get active(): FaultSettings | null {
    return this.settings;
  }

  /** The fault, if any, for this request at this point. Chance is drawn once a request and point. */
  private pick(request: FastifyRequest, when: 'before' | 'after'): { latencyMs: number; outcome: 'error' | 'drop' | null } | null {
    const settings = this.settings;
    if (!settings || (settings.when ?? 'before') !== when) return null;
    if (settings.method && settings.method.toUpperCase() !== request.method) return null;
    if (settings.path && !settings.path.test(request.url.split('?')[0])) return null;
    const roll = this.random();
    const dropRate = settings.dropRate ?? 0;
    const errorRate = settings.errorRate ?? 0;
    const outcome = roll < dropRate ? 'drop' : roll < dropRate + errorRate ? 'error' : null;
    return { latencyMs: settings.latencyMs ?? 0, outcome };
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
