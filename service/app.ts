// The reference Time-Tracking Service API v2 as a fastify application.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { configFromEnv, type ServiceConfig, type TrustProxy } from './config';
import type { Service } from './context';
import { xmlForbiddenAt } from '../models';
import { API_PREFIX } from './http/envelope';
import { Faults, type FaultSettings } from './faults';
import { ApiError, badRequest, errorBody, unauthorized } from './http/errors';
import { storedListsSettled } from './http/whole-lists';
import { describeValidationError, installValidation } from './http/validation';
import oauthRoutes from './oauth/routes';
import { checkAccessToken } from './oauth/tokens';
import activityRoutes from './routes/activities';
import categoryRoutes from './routes/categories';
import clientRoutes from './routes/clients';
import projectRoutes from './routes/projects';
import userRoutes from './routes/users';
import { type Database, loggedError, openDatabase, unavailability } from './db/database';
import { purgeStale } from './purge';

export interface ServiceOptions {
  /** Where the data is; by default a fresh PGlite database in memory. Closed with the service. */
  database?: Database;
  config?: Partial<ServiceConfig>;
  now?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Faults to inject (off by default); changeable later through `service.faults`. */
  faults?: FaultSettings;
  /** Connection limits (defaults: TIMEOUTS); shorter in tests. */
  timeouts?: Partial<Timeouts>;
  /** Whose X-Forwarded-For to believe for the client's address (see trustProxyFromEnv); none by default. */
  trustProxy?: TrustProxy;
}

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** A connection with nothing moving on it for this long is closed. */
  idleMs: number;
}

/** A slow or stalled client (a slow-body attack) holds a connection for seconds, not for ever. */
export const TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 10_000, idleMs: 30_000 };

export const BODY_LIMIT_BYTES = 1024 * 1024;
const PURGE_EVERY_MS = 3600_000;
const FIRST_PURGE_AFTER_MS = 10_000;

/**
 * The service's log settings: one JSON line a request (method, path, status, time) and errors. Request
 * bodies are never logged (they carry passwords and client secrets), and the credential headers are
 * redacted should a serializer ever include them.
 */
export const logOptions = (level: string, stream?: { write(line: string): void }) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: {
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: withoutCredentials(req.url), remoteAddress: req.ip }),
  },
  ...(stream ? { stream } : {}),
});

// A client may put a credential in the query, where it does not belong: its value is not logged.
const CREDENTIAL_PARAMS = /^(access_token|refresh_token|token|code|client_secret|password|code_verifier)$/i;

function withoutCredentials(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(params.keys())) if (CREDENTIAL_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

export async function buildService(options: ServiceOptions = {}): Promise<{ app: FastifyInstance; service: Service }> {
  const service: Service = {
    database: options.database ?? (await openDatabase()),
    config: { ...configFromEnv(), ...options.config },
    now: options.now ?? Date.now,
    faults: new Faults(options.faults),
  };
  const timeouts = { ...TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: Math.min(5000, timeouts.idleMs),
    // Node checks the request and header limits every connectionsCheckingInterval (30 s unless told).
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: Math.min(1000, timeouts.headersMs) },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Path ids are looked up, never trusted: an odd one is simply not found.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorateRequest('user', null);
  installValidation(app);

  // The API speaks JSON only (the OAuth routes add form bodies in their own scope).
  app.removeContentTypeParser('text/plain');
  // An empty body means no body, whatever type it claims (clients send one on POST .../stop); a body
  // that is there must be JSON.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    (body as string).trim() === ''
      ? done(null, undefined)
      : done(badRequest('body', 'the request body must be JSON, sent with Content-Type: application/json'), undefined),
  );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    parseJson(request, body as string, (error, value) =>
      error ? done(badRequest('body', 'the request body is not valid JSON'), undefined) : done(null, value),
    );
  });

  app.setErrorHandler((error, request, reply) => sendError(request, reply, toApiError(error as Error, request)));
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new ApiError(404, 'not_found', `there is no endpoint ${request.method} ${request.url.split('?')[0]}`)),
  );

  // A write is answered after its transaction committed, so a fault "after" handling strikes a change
  // that is already stored.
  service.faults.install(app);

  await app.register(async (oauth) => oauthRoutes(oauth, service));
  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request, reply) => {
        const header = request.headers.authorization;
        const token = header && /^bearer /i.test(header) ? header.slice(7).trim() : undefined;
        const check = await checkAccessToken(service, token);
        if ('user' in check) {
          request.user = check.user;
          return;
        }
        reply.header('www-authenticate', check.problem === 'missing' ? 'Bearer realm="time-tracking"' : 'Bearer realm="time-tracking", error="invalid_token"');
        throw unauthorized(
          check.problem === 'missing'
            ? 'an access token is required (Authorization: Bearer <token>)'
            : check.problem === 'expired'
              ? 'the access token has expired; refresh it'
              : 'the access token is not valid',
        );
      });
      // Text that may be spoken must be valid in XML: refused wherever it comes, naming where.
      api.addHook('preValidation', async (request) => {
        for (const [part, value] of [['body', request.body], ['query', request.query]] as const) {
          const at = xmlForbiddenAt(value);
          if (at) throw badRequest(at === 'body' ? part : at, `${at === 'body' ? `the ${part}` : at} holds a character that text may not (a control character, U+FFFE, U+FFFF or an unpaired surrogate)`);
        }
      });
      await userRoutes(api, service);
      await projectRoutes(api, service);
      await activityRoutes(api, service);
      await categoryRoutes(api, service);
      await clientRoutes(api, service);
    },
    { prefix: API_PREFIX },
  );
  return { app, service };
}

function toApiError(error: Error & { validation?: unknown; validationContext?: string; code?: string; statusCode?: number }, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  if (Array.isArray(error.validation) && error.validation.length > 0) {
    return describeValidationError(error.validation[0], error.validationContext);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return badRequest('body', `the request body must be at most ${BODY_LIMIT_BYTES} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return badRequest('body', 'the request body must be JSON, sent with Content-Type: application/json');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest('body', 'Content-Length does not match the body');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return badRequest('body', error.message);
  const why = unavailability(error);
  if (why) {
    request.log.warn({ err: loggedError(error) }, why === 'full' ? 'database disk full' : 'database unavailable');
    // A full disk is 503 like a lost connection: the transaction was rolled back, so the change was not
    // made (500 would leave the caller unsure), and it may well succeed once space is freed.
    return new ApiError(
      503,
      'unavailable',
      why === 'full' ? 'the service has no room to store changes just now; nothing was changed, try again later' : 'the service cannot reach its database; try again shortly',
    );
  }
  request.log.error({ err: loggedError(error) }, 'unhandled error');
  return new ApiError(500, 'internal_error', 'something went wrong on our side');
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).send(errorBody(request.url, error));
}

export interface RunningService {
  url: string;
  app: FastifyInstance;
  service: Service;
  close(): Promise<void>;
}

export async function startService(options: ServiceOptions & { port?: number; host?: string } = {}): Promise<RunningService> {
  const { app, service } = await buildService(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  // Expired tokens and codes are deleted now and then; any process may do it, and doing it twice is harmless.
  // The first time a little after the start, not beside the first requests: on PGlite every statement waits
  // its turn, and a process just started answers slowly enough as it is.
  const purge = () => purgeStale(service).catch((error: Error) => app.log.warn({ err: { message: error.message } }, 'purging expired rows failed'));
  const firstPurge = setTimeout(purge, FIRST_PURGE_AFTER_MS).unref();
  const purging = setInterval(purge, PURGE_EVERY_MS).unref();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    app,
    service,
    close: async () => {
      clearTimeout(firstPurge);
      clearInterval(purging);
      await app.close();
      // A list answer being stored after its request lands rather than meets a closed database.
      await storedListsSettled(service.database);
      await service.database.close();
    },
  };
}
