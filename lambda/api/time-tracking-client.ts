// The skill's client for the Time-Tracking Service API v2: every endpoint, typed with the shared models.
// Each call has its own timeout, enforced by aborting it (axios's `timeout` alone does not bound a
// connection that stalls before the response starts), and an optional outer signal ends every call
// when the skill's whole request runs out of time. Reads are retried once on a reset connection or a
// 5xx; writes are not, since a write that did land must not be made twice, unless the service refused it as
// one too many (429 rate_limited: never handled) or it is a create with an Idempotency-Key (never made twice).
import axios, { type AxiosInstance, type Method } from 'axios';
import http, { type Agent } from 'node:http';
import type https from 'node:https';
import type {
  Activity,
  ActivityCreate,
  ActivityUpdate,
  Category,
  CategoryCreate,
  CategoryUpdate,
  Client,
  ClientCreate,
  ClientListQuery,
  ClientUpdate,
  Envelope,
  ListEnvelope,
  ListQuery,
  Project,
  ProjectCreate,
  ProjectListItem,
  ProjectListQuery,
  ProjectSearchResult,
  ProjectUpdate,
  User,
} from '../../models';
import { MAX_PER_PAGE } from '../conversation/limits';
import { withoutXmlForbidden } from '../speech/ssml';
import { sha256 } from './digest';
import { isFailure, mightHaveLanded, TimeTrackingError } from './errors';
import { httpAdapter } from './http-adapter';

export interface ClientOptions {
  /** The service's {base_url}, for example https://api.example.com. */
  baseUrl: string;
  accessToken: string;
  /** Longest wait for any one call. */
  timeoutMs?: number;
  /** Aborts every call when it fires: the skill's deadline for the whole request. */
  signal?: AbortSignal;
  /** Told of every round trip, for logs and for counting calls. */
  onCall?: (call: CallRecord) => void;
  /**
   * Sent as `Idempotency-Key` on every create: the Alexa request id, so that Alexa's retry of one request
   * creates nothing twice. The second and later creates of one client (one request) add "#2", "#3".
   */
  idempotencyKey?: string;
}

export interface CallRecord {
  method: string;
  path: string;
  status: number | null;
  /** When the call began (epoch ms) and how long it took. */
  startedAt: number;
  ms: number;
  attempt: number;
}

const DEFAULT_TIMEOUT_MS = 3000;
// Failures that happen before a request can have reached the service.
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
const RETRY_DELAY_MS = 100;
// A request refused as one too many (429) is asked again once when the wait the service names fits the person's
// patience (a longer one is said as a failure at once): a read, a create under an Idempotency-Key, or any write
// the service itself says it never handled (`rate_limited`; a 429 from something in between may have passed it on).
const MAX_RETRY_AFTER_MS = 1000;
// The wait before asking again when a 429 names none.
const THROTTLED_RETRY_MS = 500;

// Connections are kept open between calls and, on Lambda, between invocations of a warm container.
// The https agent is made only for an https service: loading https and TLS costs a cold start.
const agents: { http?: Agent; https?: Agent } = {};
function keepAliveAgent(baseUrl: string): Agent {
  if (!baseUrl.startsWith('https:')) return (agents.http ??= new http.Agent({ keepAlive: true }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return (agents.https ??= new (require('node:https') as typeof https).Agent({ keepAlive: true }));
}

// A body that may hold a character XML forbids, written raw or as a JSON escape (\u0001, \b, \f,
// \ud800, \ufffe). A false alarm (an escaped backslash before a b) costs only the slower parse.
const MAY_HOLD_XML_FORBIDDEN = /\\u(00[01][0-9a-f]|d[89a-f][0-9a-f]{2}|fff[ef])|\\[bf]|[\uD800-\uDFFF\uFFFE\uFFFF]/i;

/**
 * The service's JSON, with every character XML forbids taken out of its text: whatever a project, client,
 * description or tag holds, nothing the skill says, shows or writes back carries one. Ids hold none.
 */
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data;
  try {
    return MAY_HOLD_XML_FORBIDDEN.test(data)
      ? JSON.parse(data, (_key, value: unknown) => (typeof value === 'string' ? withoutXmlForbidden(value) : value))
      : JSON.parse(data);
  } catch {
    // Not JSON (a proxy's error page): left as it is, for the status to explain.
    return data;
  }
}

// Room left for the "#n" of a later create.
const KEY_FORM = /^[\x21-\x7e]{1,240}$/;

type Query = object;

/** As axios encodes a query's names and values. */
const encodeQueryPart = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
const queryValue = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/**
 * The query string axios makes with `indexes: null` (filter=a&filter=b; nothing for null or undefined), for
 * the flat values the service's queries hold. axios's own serializer goes through its generic form-data
 * visitor, a cold start's first call pays to compile it.
 */
export function serializeQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(params)) {
    const value = params[key];
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null) continue;
      if (typeof one === 'object' && !(one instanceof Date)) throw new TypeError(`query parameter ${key} is not flat`);
      parts.push(`${encodeQueryPart(key)}=${encodeQueryPart(queryValue(one))}`);
    }
  }
  return parts.join('&');
}
/** How long to wait before asking again after this failure; undefined when it is not to be asked again. */
function retryWait(error: TimeTrackingError, idempotent: boolean, keyed: boolean): number | undefined {
  if (error.details.status === 429 && (idempotent || keyed || error.details.code === 'rate_limited')) {
    const wait = error.details.retryAfterMs ?? THROTTLED_RETRY_MS;
    return wait <= MAX_RETRY_AFTER_MS ? wait : undefined;
  }
  return idempotent && error.kind === 'unavailable' && !error.details.timedOut ? RETRY_DELAY_MS : undefined;
}

type Outgoing = { params?: Query; data?: unknown; headers?: Record<string, string> };

export class TimeTrackingClient {
  private readonly http: AxiosInstance;
  private creates = 0;

  readonly users = { me: () => this.call<Envelope<User>>('GET', '/users/me').then((r) => r.data) };
  readonly projects;
  readonly activities;
  readonly categories;
  readonly clients;

  constructor(private readonly options: ClientOptions) {
    this.http = axios.create({
      baseURL: `${options.baseUrl.replace(/\/+$/, '')}/api/v2`,
      headers: { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json' },
      // Repeated parameters as the service reads them: filter=a&filter=b.
      paramsSerializer: serializeQuery,
      validateStatus: () => true,
      transformResponse: [parseBody],
      // The service does not redirect, and a bearer token is not to follow one. No proxy either.
      maxRedirects: 0,
      proxy: false,
      adapter: httpAdapter,
    });
    this.projects = {
      ...this.resource<Project, ProjectCreate, ProjectUpdate, ProjectListQuery>('projects'),
      /** The service's fuzzy search: results above 30 % confidence, best first. */
      search: (term: string, perPage = 10) =>
        this.call<ListEnvelope<ProjectSearchResult>>('GET', '/projects', { params: { search: term, per_page: perPage } }).then((r) => r.data),
      /** Id and name of every project, unpaginated. */
      listAll: (query: Pick<ProjectListQuery, 'filter' | 'order_by'> = {}) =>
        this.call<ListEnvelope<ProjectListItem>>('GET', '/projects', { params: { ...query, list: true } }).then((r) => r.data),
      /**
       * Every project in full (status, client, description), by name: the first page of 100, then the rest
       * at once. Null past `maxPages` pages (the caller does with names), or when the list changed while it
       * was read (its total moved), since then a page may have skipped a project.
       */
      inFull: async (maxPages: number): Promise<Project[] | null> => {
        const page = (n: number) => this.projects.list({ per_page: MAX_PER_PAGE, page: n, order_by: 'name' });
        const first = await page(1);
        if (first.meta.pages <= 1) return first.data;
        if (first.meta.pages > maxPages) return null;
        const rest = await Promise.all(Array.from({ length: first.meta.pages - 1 }, (_, i) => page(i + 2)));
        if (rest.some((other) => other.meta.total !== first.meta.total)) return null;
        const byId = new Map([first, ...rest].flatMap((other) => other.data).map((project) => [project.id, project]));
        return [...byId.values()];
      },
    };
    const activities = this.resource<Activity, ActivityCreate, ActivityUpdate, ListQuery>('activities');
    // An update, delete, resume or recover whose answer was lost is looked at before it is called failed:
    // told "nothing was changed" when it had been, a person says it again (fifteen minutes added twice).
    const seen = (id: string) => activities.get(id).then((activity) => ({ activity }), (error: unknown) => (isFailure(error, 'not_found', 'gone') ? { activity: null } : undefined));
    this.activities = {
      ...activities,
      update: (id: string, body: ActivityUpdate) =>
        this.checked(
          () => activities.update(id, body),
          async () => {
            const now = await seen(id);
            return now?.activity && holdsUpdate(now.activity, body) ? { value: now.activity } : undefined;
          },
        ),
      delete: (id: string) => this.checked(() => activities.delete(id), async () => ((await seen(id))?.activity === null ? { value: undefined } : undefined)),
      recover: (id: string) =>
        this.checked(
          () => activities.recover(id),
          async () => {
            const now = await seen(id);
            return now?.activity ? { value: now.activity } : undefined;
          },
        ),
      /** Ends a running timer: the only way to stop one. */
      stop: (id: string) => this.one<Activity>('POST', `/activities/${encodeURIComponent(id)}/stop`),
      resume: (id: string) =>
        this.checked(
          () => this.one<Activity>('POST', `/activities/${encodeURIComponent(id)}/resume`),
          async () => {
            const now = await seen(id);
            return now?.activity?.status === 'pending' ? { value: now.activity } : undefined;
          },
        ),
      group: (activityIds: string[]) => this.one<Activity>('POST', '/activities/group', { activity_ids: activityIds }),
      ungroup: (id: string) =>
        this.call<ListEnvelope<Activity>>('POST', `/activities/${encodeURIComponent(id)}/ungroup`).then((r) => r.data),
    };
    this.categories = this.resource<Category, CategoryCreate, CategoryUpdate, ListQuery>('categories');
    this.clients = this.resource<Client, ClientCreate, ClientUpdate, ClientListQuery>('clients');
  }

  /** The endpoints every resource shares. `update` resolves to null when the service answers 304 (nothing changed). */
  private resource<T, Create, Update, Q extends Query>(collection: string) {
    const item = (id: string) => `/${collection}/${encodeURIComponent(id)}`;
    return {
      list: (query?: Q) => this.call<ListEnvelope<T>>('GET', `/${collection}`, { params: query }),
      get: (id: string) => this.one<T>('GET', item(id)),
      /**
       * `settle`: a create whose answer was lost (no answer in time, a dropped connection) is sent once more under the
       * same Idempotency-Key, while the request has time: the service answers what it made, or makes it now, never twice.
       * For a create the skill cannot leave in doubt (a part split off an entry: counted twice if it landed unseen).
       */
      create: async (body: Create, settle = false) => {
        const sent = { data: body, headers: this.createHeaders() };
        const send = () => this.call<Envelope<T>>('POST', `/${collection}`, sent).then((r) => r.data);
        try {
          return await send();
        } catch (error) {
          const again = settle && sent.headers && isFailure(error, 'unavailable') && mightHaveLanded(error) && !this.options.signal?.aborted;
          if (!again) throw error;
          return send();
        }
      },
      update: (id: string, body: Update) => this.call<Envelope<T> | null>('PUT', item(id), { data: body }).then((r) => r?.data ?? null),
      delete: (id: string) => this.call<null>('DELETE', item(id)).then(() => undefined),
      recover: (id: string) => this.one<T>('POST', `${item(id)}/recover`),
    };
  }

  /**
   * A write that, when its answer is lost (no answer, or a 5xx other than 503), is taken as done if `landed`
   * finds its effect in what the service now holds; else the failure stands. A write still under way when the
   * look is made is not seen, and stays a failure that may have landed.
   */
  private async checked<T>(write: () => Promise<T>, landed: () => Promise<{ value: T } | undefined>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isFailure(error, 'unavailable') || !mightHaveLanded(error) || this.options.signal?.aborted) throw error;
      const found = await landed().catch(() => undefined);
      if (!found) throw error;
      return found.value;
    }
  }

  /** The key for this client's next create; the order of creates within one request is the same on a retry. */
  private createHeaders(): Record<string, string> | undefined {
    const given = this.options.idempotencyKey;
    if (!given) return undefined;
    // A key is 1 to 255 visible ASCII characters; a request id that is not (it is input too) is sent as its digest.
    const key = KEY_FORM.test(given) ? given : sha256(given);
    this.creates += 1;
    return { 'Idempotency-Key': this.creates === 1 ? key : `${key}#${this.creates}` };
  }

  private one<T>(method: Method, path: string, data?: unknown): Promise<T> {
    return this.call<Envelope<T>>(method, path, { data }).then((r) => r.data);
  }

  private async call<T>(method: Method, path: string, request: Outgoing = {}): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt<T>(method, path, request, attempt);
      } catch (error) {
        const wait = attempt === 1 && error instanceof TimeTrackingError ? retryWait(error, method === 'GET', Boolean(request.headers?.['Idempotency-Key'])) : undefined;
        if (wait === undefined || this.options.signal?.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (this.options.signal?.aborted) throw error;
      }
    }
  }

  private async attempt<T>(method: Method, path: string, request: Outgoing, attempt: number): Promise<T> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const signals = [AbortSignal.timeout(timeoutMs), ...(this.options.signal ? [this.options.signal] : [])];
    const started = Date.now();
    let status: number | null = null;
    try {
      const agent = keepAliveAgent(this.options.baseUrl);
      const response = await this.http.request({
        method,
        url: path,
        params: request.params,
        data: request.data,
        headers: request.headers,
        signal: AbortSignal.any(signals),
        httpAgent: agent,
        httpsAgent: agent,
      });
      status = response.status;
      if (status === 304) return null as T;
      if (status >= 200 && status < 300) return response.data as T;
      throw TimeTrackingError.fromResponse(status, response.data, response.headers['retry-after']);
    } catch (error) {
      if (error instanceof TimeTrackingError) throw error;
      const timedOut = signals.some((signal) => signal.aborted);
      const uncertain = timedOut || !NEVER_SENT.has((error as { code?: string }).code ?? '');
      throw new TimeTrackingError('unavailable', timedOut ? `no answer from the service within ${timeoutMs} ms` : `could not reach the service: ${(error as Error).message}`, {
        timedOut,
        uncertain,
      });
    } finally {
      this.options.onCall?.({ method: method.toUpperCase(), path, status, startedAt: started, ms: Date.now() - started, attempt });
    }
  }
}

/** Whether the activity holds every field of the update (an update whose answer was lost may have landed). */
function holdsUpdate(activity: Activity, update: ActivityUpdate): boolean {
  return Object.entries(update).every(([field, value]) => {
    if (value === undefined) return true;
    switch (field) {
      case 'project_id':
        return activity.project.id === value;
      case 'category_id':
        return (activity.category?.id ?? null) === value;
      case 'date':
        return Date.parse(activity.date) === Date.parse(value as string);
      case 'duration':
        return activity.status === 'complete' && activity.duration === value;
      case 'description':
        return activity.description === value;
      case 'tags':
        return JSON.stringify(activity.tags) === JSON.stringify(value);
      default:
        return false;
    }
  });
}
