// One request's working context: who is asking (their token, locale, device), the client for their
// time-tracking account, their time zone and project list, and the request's deadline.
import { getAccountLinkingAccessToken, getDeviceId, getLocale, type HandlerInput } from 'ask-sdk-core';
import { createHash } from 'node:crypto';
import type { Ref } from '../../models';
import { TimeTrackingClient } from '../api/time-tracking-client';
import type { SkillConfig } from '../config';
import { FALLBACK_TIME_ZONE, isKnownTimeZone, localDate } from '../dates/time-zone';
import { describeError, type Logger } from '../log';
import { translatorFor, type Translate } from '../speech/i18n';
import type { ProgressiveResponse } from './progress';
import { MAX_SESSION_LIST_CHARS, type SessionState, sessionStateFrom } from './session';

/** No access token came with the request: the account is not linked. */
export class NotLinkedError extends Error {
  constructor() {
    super('the account is not linked');
    this.name = 'NotLinkedError';
  }
}

// Kept across requests while a Lambda container is warm, so one-shot requests need not fetch the
// project list or the time zone every time. Keys are digests: no token is held in memory as a key.
const PROJECT_LIST_TTL_MS = 5 * 60_000;
const TIME_ZONE_TTL_MS = 30 * 60_000;
const MAX_CACHED = 500;
const projectLists = new Map<string, { at: number; items: Ref[] }>();
const timeZones = new Map<string, { at: number; zone: string }>();

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}


export class Turn {
  readonly t: Translate;
  readonly locale: string;
  readonly state: SessionState;
  readonly now: number;
  private client?: TimeTrackingClient;
  private zone?: Promise<string>;
  /** "One moment", if the request takes a while. */
  progress?: ProgressiveResponse;
  /** The project list as this request knows it, wherever it came from. */
  knownProjects?: Ref[];

  constructor(
    readonly input: HandlerInput,
    readonly config: SkillConfig,
    /** Fires when the request's time is up: every call still under way is abandoned. */
    readonly deadline: AbortSignal,
    readonly log: Logger,
  ) {
    this.locale = getLocale(input.requestEnvelope) || 'en-US';
    this.t = translatorFor(this.locale);
    this.state = sessionStateFrom(input.attributesManager.getSessionAttributes());
    this.now = config.now();
  }

  private get token(): string | undefined {
    return getAccountLinkingAccessToken(this.input.requestEnvelope) || undefined;
  }

  get linked(): boolean {
    return !!this.token;
  }

  /** The client for the person's account; throws NotLinkedError when there is no token. */
  get api(): TimeTrackingClient {
    const token = this.token;
    if (!token) throw new NotLinkedError();
    this.client ??= new TimeTrackingClient({
      baseUrl: this.config.apiBaseUrl,
      accessToken: token,
      timeoutMs: this.config.apiTimeoutMs,
      signal: this.deadline,
      onCall: (call) => {
        this.log.info('api_call', { method: call.method, path: call.path.replace(/^\/(projects|activities|categories|clients)\/[^/]+/, '/$1/:id'), status: call.status, ms: call.ms, attempt: call.attempt });
        this.config.onApiCall?.(call);
      },
    });
    return this.client;
  }

  private get tokenKey(): string {
    return createHash('sha256').update(this.token ?? '').digest('base64url');
  }

  /** The device's time zone from the Alexa settings API; UTC when that is unavailable. */
  timeZone(): Promise<string> {
    this.zone ??= this.lookUpTimeZone();
    return this.zone;
  }

  private async lookUpTimeZone(): Promise<string> {
    const deviceId = getDeviceId(this.input.requestEnvelope);
    const factory = this.input.serviceClientFactory;
    if (!deviceId || !factory) return FALLBACK_TIME_ZONE;
    const cached = timeZones.get(deviceId);
    if (cached && this.now - cached.at < TIME_ZONE_TTL_MS) return cached.zone;
    try {
      const zone = await factory.getUpsServiceClient().getSystemTimeZone(deviceId);
      if (typeof zone === 'string' && isKnownTimeZone(zone)) {
        remember(timeZones, deviceId, { at: this.now, zone });
        return zone;
      }
      this.log.warn('time_zone_unknown', { zone: String(zone) });
    } catch (error) {
      this.log.warn('time_zone_unavailable', describeError(error));
    }
    return FALLBACK_TIME_ZONE;
  }

  /** The person's date today, YYYY-MM-DD. */
  async today(): Promise<string> {
    return localDate(this.now, await this.timeZone());
  }

  /**
   * The person's projects (id and name): from this session if it has them, else from this container if
   * fetched in the last few minutes, else from the service. `fresh` always asks the service.
   */
  async projects(options: { fresh?: boolean } = {}): Promise<{ items: Ref[]; fresh: boolean }> {
    if (!options.fresh) {
      if (this.state.projects) return { items: (this.knownProjects = this.state.projects), fresh: false };
      const cached = projectLists.get(this.tokenKey);
      if (cached && this.now - cached.at < PROJECT_LIST_TTL_MS) return { items: (this.knownProjects = cached.items), fresh: false };
    }
    // Inactive projects too: leaving one out could let its name resolve, wrongly, to a neighbour.
    const items = (await this.api.projects.listAll()).map(({ id, name }) => ({ id, name }));
    remember(projectLists, this.tokenKey, { at: this.now, items });
    if (JSON.stringify(items).length <= MAX_SESSION_LIST_CHARS) this.state.projects = items;
    else delete this.state.projects;
    this.knownProjects = items;
    return { items, fresh: true };
  }

  /** After a change to the projects (one created, one found deleted), the next read fetches them again. */
  forgetProjects() {
    projectLists.delete(this.tokenKey);
    delete this.state.projects;
  }
}
