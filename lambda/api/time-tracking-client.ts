// The skill's client for the Time-Tracking Service API v2: every endpoint, typed with the shared models.
// Each call has its own timeout, enforced by aborting it (axios's `timeout` alone does not bound a
// connection that stalls before the response starts), and an optional outer signal ends every call
// when the skill's whole request runs out of time. Reads are retried once on a reset connection or a
// 5xx; writes never are, since a write that did land must not be made twice.
import axios, { type AxiosInstance, type Method } from 'axios';
import http from 'node:http';
import https from 'node:https';
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
import { TimeTrackingError } from './errors';

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

// Connections are kept open between calls and, on Lambda, between invocations of a warm container.
const agents = { httpAgent: new http.Agent({ keepAlive: true }), httpsAgent: new https.Agent({ keepAlive: true }) };

type Query = object;

export class TimeTrackingClient {
  private readonly http: AxiosInstance;

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
      paramsSerializer: { indexes: null },
      validateStatus: () => true,
      ...agents,
    });
    this.projects = {
      ...this.resource<Project, ProjectCreate, ProjectUpdate, ProjectListQuery>('projects'),
      /** The service's fuzzy search: results above 30 % confidence, best first. */
      search: (term: string, perPage = 10) =>
        this.call<ListEnvelope<ProjectSearchResult>>('GET', '/projects', { params: { search: term, per_page: perPage } }).then((r) => r.data),
      /** Id and name of every project, unpaginated. */
      listAll: (query: Pick<ProjectListQuery, 'filter' | 'order_by'> = {}) =>
        this.call<ListEnvelope<ProjectListItem>>('GET', '/projects', { params: { ...query, list: true } }).then((r) => r.data),
    };
    this.activities = {
      ...this.resource<Activity, ActivityCreate, ActivityUpdate, ListQuery>('activities'),
      /** Ends a running timer: the only way to stop one. */
      stop: (id: string) => this.one<Activity>('POST', `/activities/${encodeURIComponent(id)}/stop`),
      resume: (id: string) => this.one<Activity>('POST', `/activities/${encodeURIComponent(id)}/resume`),
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
      create: (body: Create) => this.one<T>('POST', `/${collection}`, body),
      update: (id: string, body: Update) => this.call<Envelope<T> | null>('PUT', item(id), { data: body }).then((r) => r?.data ?? null),
      delete: (id: string) => this.call<null>('DELETE', item(id)).then(() => undefined),
      recover: (id: string) => this.one<T>('POST', `${item(id)}/recover`),
    };
  }

  private one<T>(method: Method, path: string, data?: unknown): Promise<T> {
    return this.call<Envelope<T>>(method, path, { data }).then((r) => r.data);
  }

  private async call<T>(method: Method, path: string, request: { params?: Query; data?: unknown } = {}): Promise<T> {
    const idempotent = method === 'GET';
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.attempt<T>(method, path, request, attempt);
      } catch (error) {
        const retry = idempotent && attempt === 1 && error instanceof TimeTrackingError && error.kind === 'unavailable' && !error.details.timedOut;
        if (!retry || this.options.signal?.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  private async attempt<T>(method: Method, path: string, request: { params?: Query; data?: unknown }, attempt: number): Promise<T> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const signals = [AbortSignal.timeout(timeoutMs), ...(this.options.signal ? [this.options.signal] : [])];
    const started = Date.now();
    let status: number | null = null;
    try {
      const response = await this.http.request({ method, url: path, params: request.params, data: request.data, signal: AbortSignal.any(signals) });
      status = response.status;
      if (status === 304) return null as T;
      if (status >= 200 && status < 300) return response.data as T;
      throw TimeTrackingError.fromResponse(status, response.data);
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
