// One request's working context: who is asking (their token, locale, device), the client for their
// time-tracking account, their time zone and project list, and the request's deadline.
import { getAccountLinkingAccessToken, getDeviceId, getLocale, type HandlerInput } from 'ask-sdk-core';
import type { Project, Ref } from '../../models';
import { newestEntry } from './edits';
import { MAX_PER_PAGE } from './limits';
import { sha256 } from '../api/digest';
import { TimeTrackingClient } from '../api/time-tracking-client';
import type { SkillConfig } from '../config';
import { FALLBACK_TIME_ZONE, isKnownTimeZone, localDate, zoneOfOffset } from '../dates/time-zone';
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
// Alexa's own tolerance for a request's timestamp; one further off is not trusted as the time it was made.
const MAX_REQUEST_AGE_MS = 150_000;
const PROJECT_LIST_TTL_MS = 5 * 60_000;
const TIME_ZONE_TTL_MS = 30 * 60_000;
const MAX_CACHED = 500;
/**
 * Up to this many pages of 100, the project list is read in full (the first page, then the rest at once);
 * past it, only names (`list=true`), and a project's status and client are asked for when needed.
 */
const MAX_FULL_PAGES = 10;

/** What the skill keeps of a project between requests: enough to ask about it when inactive, and to name its client. */
type ProjectSummary = Pick<Project, 'id' | 'name' | 'status' | 'client'>;

/** The project list as one fetch found it: every name; statuses and clients too when it came in full. */
interface ProjectList {
  at: number;
  items: Ref[];
  summaries?: Map<string, ProjectSummary>;
}

const projectLists = new Map<string, ProjectList>();
const clientLists = new Map<string, { at: number; items: Ref[] }>();
const inactiveLists = new Map<string, { at: number; ids: Set<string> }>();
const timeZones = new Map<string, { at: number; zone: string }>();

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}

const inactiveIn = (summaries: Map<string, ProjectSummary>) => new Set([...summaries.values()].filter((p) => p.status === 'inactive').map((p) => p.id));

/** How far past the request's deadline a write that must land (a timer's resume) may still go: 6 s + 1.5 s, inside Alexa's 8 s. */
const FINISH_GRACE_MS = 1_500;

export class Turn {
  readonly t: Translate;
  readonly locale: string;
  readonly state: SessionState;
  readonly now: number;
  /**
   * When Alexa sent the request (its timestamp, to the second), else now: what a create takes as "now", so
   * that Alexa's retry of one request sends the same body under the same Idempotency-Key.
   */
  readonly requestedAt: number;
  /** When this request began to be handled, by the real clock (the skill's clock may be a test's). */
  private readonly startedAt: number;
  private client?: TimeTrackingClient;
  private finishingClient?: TimeTrackingClient;
  private tokenDigest?: string;
  private zone?: Promise<string>;
  private details = new Map<string, Promise<Project>>();
  /** The project list as fetched during this request. */
  private fetched?: Promise<ProjectList>;
  private inactive?: Promise<Set<string>>;
  /** "One moment", if the request takes a while. */
  progress?: ProgressiveResponse;
  /** The project list as this request knows it, wherever it came from. */
  knownProjects?: Ref[];
  /** The inactive project the person has just said yes to using anyway (this request only). */
  inactiveConfirmed?: string;
  /** Whether this request remembered a change of its own (last-change.ts), for undo. */
  changeRemembered = false;
  /**
   * This request's writes to the service: those that took effect, and those whose answer was lost (they may
   * have). A failure after any of them is not "nothing was changed".
   */
  readonly writes = { landed: 0, unsure: 0 };
  /** The longest any call of this request has taken so far (answered or not), ms: what the next may take too. */
  private slowestCallMs = 0;
  /** The projects offered, when this request chose one of them, and the entry the choice went to, once made: remembered with the changes it makes. */
  offered?: { projects: Ref[]; id?: string };

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
    const sent = Date.parse(String(input.requestEnvelope.request?.timestamp));
    this.requestedAt = Math.abs(sent - this.now) <= MAX_REQUEST_AGE_MS ? sent : this.now;
    this.startedAt = Date.now();
  }

  private get token(): string | undefined {
    return getAccountLinkingAccessToken(this.input.requestEnvelope) || undefined;
  }

  get linked(): boolean {
    return !!this.token;
  }

  /** The client for the person's account; throws NotLinkedError when there is no token. */
  get api(): TimeTrackingClient {
    this.client ??= this.clientUntil(this.deadline);
    return this.client;
  }

  /**
   * A client whose calls go on a little past the request's deadline (`FINISH_GRACE_MS`, still inside the 8 s Alexa
   * waits), each within its own timeout: for the resume that puts a running timer back after a stop made to edit it.
   * Abandoned at the deadline, it left the timer stopped (lost); with no limit, the answer could come after Alexa
   * had given up, and the edit said again be made twice.
   */
  get apiToFinish(): TimeTrackingClient {
    this.finishingClient ??= this.clientUntil(AbortSignal.timeout(Math.max(0, this.config.deadlineMs + FINISH_GRACE_MS - (Date.now() - this.startedAt))));
    return this.finishingClient;
  }

  /**
   * Whether `calls` more calls fit in what is left of the request's time, each as slow as the slowest so far. A
   * change of several writes is begun only if so: a service slow on every call (2 s each) ran out the time part way
   * through one, and left the person's time counted twice (a part split off made, the entry it came from left whole).
   */
  hasTimeFor(calls: number): boolean {
    return this.config.deadlineMs - (Date.now() - this.startedAt) > calls * this.slowestCallMs;
  }

  private clientUntil(deadline: AbortSignal): TimeTrackingClient {
    const token = this.token;
    if (!token) throw new NotLinkedError();
    return new TimeTrackingClient({
      baseUrl: this.config.apiBaseUrl,
      accessToken: token,
      timeoutMs: this.config.apiTimeoutMs,
      signal: deadline,
      idempotencyKey: this.input.requestEnvelope.request.requestId,
      onCall: (call) => {
        this.slowestCallMs = Math.max(this.slowestCallMs, call.ms);
        if (call.method !== 'GET') {
          if (call.status !== null && call.status < 400) this.writes.landed += 1;
          else if (call.status === null || (call.status >= 500 && call.status !== 503)) this.writes.unsure += 1;
        }
        this.log.info('api_call', { method: call.method, path: call.path.replace(/^\/(projects|activities|categories|clients)\/[^/]+/, '/$1/:id'), status: call.status, ms: call.ms, attempt: call.attempt });
        this.config.onApiCall?.(call);
      },
    });
  }

  /** The token's digest, worked out once a request. */
  private get tokenKey(): string {
    this.tokenDigest ??= sha256(this.token ?? '');
    return this.tokenDigest;
  }

  /**
   * The device's time zone from the Alexa settings API; when that fails, the zone it last gave for the
   * device in this container, however old (a device seldom moves, and UTC would put an American evening's
   * entries on the next day); UTC when there is none.
   */
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
    return cached?.zone ?? (await this.zoneOfNewestEntry()) ?? FALLBACK_TIME_ZONE;
  }

  /**
   * With no zone from Alexa: the offset the person's newest entry was written with (the skill writes the device's,
   * the website its own), an hour off at worst across a change of the clocks. UTC put an American evening's entries
   * on the next day, and asked at 5 PM whether time was for yesterday, "after midnight".
   */
  private async zoneOfNewestEntry(): Promise<string | undefined> {
    if (!this.token) return undefined;
    try {
      const newest = await newestEntry(this);
      return newest ? zoneOfOffset(newest.date) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The person's date today, YYYY-MM-DD. */
  async today(): Promise<string> {
    return localDate(this.now, await this.timeZone());
  }

  /**
   * The person's projects (id and name): from this session if it has them, else from this container if
   * fetched in the last few minutes, else from the service. `fresh` asks the service, once a request.
   */
  async projects(options: { fresh?: boolean } = {}): Promise<{ items: Ref[]; fresh: boolean }> {
    const atHand = options.fresh ? undefined : this.projectsAtHand();
    if (atHand) return { items: (this.knownProjects = atHand), fresh: false };
    const { items } = await this.fetchProjects();
    this.knownProjects = items;
    return { items, fresh: true };
  }

  /** The project list this session or container already holds, with no call; undefined when neither does. */
  projectsAtHand(): Ref[] | undefined {
    return this.state.projects ?? this.cachedList()?.items;
  }

  private cachedList(): ProjectList | undefined {
    const cached = projectLists.get(this.tokenKey);
    return cached && this.now - cached.at < PROJECT_LIST_TTL_MS ? cached : undefined;
  }

  /**
   * The list from the service, fetched once a request (again after `forgetProjects`): in full, so that a
   * project's status and client need no call of their own, unless it runs past MAX_FULL_PAGES pages.
   */
  private fetchProjects(): Promise<ProjectList> {
    this.fetched ??= (async () => {
      const full = await this.api.projects.inFull(MAX_FULL_PAGES);
      // Inactive projects too: leaving one out could let its name resolve, wrongly, to a neighbour.
      const items = (full ?? (await this.api.projects.listAll())).map(({ id, name }) => ({ id, name }));
      const list: ProjectList = { at: this.now, items };
      if (full) {
        list.summaries = new Map(full.map(({ id, name, status, client }) => [id, { id, name, status, client }]));
        for (const project of full) if (!this.details.has(project.id)) this.details.set(project.id, Promise.resolve(project));
      }
      remember(projectLists, this.tokenKey, list);
      if (JSON.stringify(items).length <= MAX_SESSION_LIST_CHARS) this.state.projects = items;
      else delete this.state.projects;
      return list;
    })();
    return this.fetched;
  }

  /**
   * Statuses and clients of the person's projects, the freshest known: from this request's list, else from
   * this container's. Undefined when only names are known; `fetch` asks the service when nothing is at hand.
   */
  private async summaries(fetch = false): Promise<Map<string, ProjectSummary> | undefined> {
    if (this.fetched) return (await this.fetched).summaries;
    const cached = this.cachedList();
    if (cached?.summaries) return cached.summaries;
    return fetch && !this.projectsAtHand() ? (await this.fetchProjects()).summaries : undefined;
  }

  /** One project in full (its client, its status), fetched at most once a request: none when this request's list has it. */
  project(id: string): Promise<Project> {
    let found = this.details.get(id);
    if (!found) this.details.set(id, (found = this.api.projects.get(id)));
    return found;
  }

  /** The client of one of the person's projects, from the list when it says, else from the project itself. */
  async clientOf(id: string): Promise<Ref | null> {
    const summary = (await this.summaries())?.get(id);
    return summary ? summary.client : (await this.project(id)).client;
  }

  /** The projects of one client (id and name, by name), from the list when it came in full. */
  async projectsOf(clientId: string): Promise<Ref[]> {
    const summaries = await this.summaries();
    const projects = summaries ? [...summaries.values()].filter((p) => p.client?.id === clientId) : await this.api.projects.listAll({ filter: [`client_id:${clientId}`] });
    return projects.map(({ id, name }) => ({ id, name }));
  }

  /**
   * The ids of the person's inactive projects: from the list when it came in full (with nothing at hand,
   * the list is fetched now, once for everything), else asked for once a request. Asked early, beside the
   * other first calls, it costs no wait of its own; asked again later, it answers from the freshest list.
   */
  async inactiveProjects(): Promise<Set<string>> {
    const summaries = await this.summaries(true);
    if (summaries) return inactiveIn(summaries);
    this.inactive ??= (async () => {
      const cached = inactiveLists.get(this.tokenKey);
      if (cached && this.now - cached.at < PROJECT_LIST_TTL_MS) return cached.ids;
      const ids = new Set((await this.api.projects.listAll({ filter: ['status:inactive'] })).map((project) => project.id));
      remember(inactiveLists, this.tokenKey, { at: this.now, ids });
      return ids;
    })();
    return this.inactive;
  }

  /** The person's clients (id and name): those of their projects when the list came in full, else from this container if fetched in the last few minutes. */
  async clients(): Promise<Ref[]> {
    const summaries = await this.summaries();
    if (summaries) return [...new Map([...summaries.values()].flatMap((p) => (p.client ? [[p.client.id, p.client] as const] : []))).values()];
    const cached = clientLists.get(this.tokenKey);
    if (cached && this.now - cached.at < PROJECT_LIST_TTL_MS) return cached.items;
    // One page: past a hundred clients, the rest are not recognized by name (their projects still are).
    const items = (await this.api.clients.list({ per_page: MAX_PER_PAGE, order_by: 'name' })).data.map(({ id, name }) => ({ id, name }));
    remember(clientLists, this.tokenKey, { at: this.now, items });
    return items;
  }

  /** After a change to the projects (one created, one found deleted), the next read fetches them again. */
  forgetProjects() {
    projectLists.delete(this.tokenKey);
    inactiveLists.delete(this.tokenKey);
    delete this.state.projects;
    this.fetched = undefined;
    this.inactive = undefined;
    this.details.clear();
  }
}
