import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { errorAnswer } from '@trust/contract/answers';
import { authMessages } from '@trust/contract/auth';
import type { Role } from '@trust/contract/roles';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext, SignedInUser } from './context';
import { isBooksGuardRefusal } from './db/connection';
import { BOOKS_GUARD_MESSAGE, errorBody, HttpError, withErrorCode } from './errors';
import { clientErrorHandler, frameworkErrors, refuseWhileClosing } from './framework-errors';
import { auditRoutes } from './modules/audit/audit.routes';
import { refusal, requireRule } from './modules/auth/access';
import { authRoutes, bearerToken } from './modules/auth/auth.routes';
import { authenticate } from './modules/auth/auth.service';
import { twoStepRoutes } from './modules/auth/two-step.routes';
import { bounceRoutes } from './modules/bounces/bounces.routes';
import { bulkRenewalRoutes } from './modules/bulk-renewal/bulk-renewal.routes';
import { cashbookRoutes } from './modules/cashbook/cashbook.routes';
import { channelRoutes } from './modules/channels/channels.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { registerOpenApi } from './modules/docs/openapi';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { feeRoutes } from './modules/fees/fees.routes';
import { gpaDependentRoutes, gpaRoutes } from './modules/gpa/gpa.routes';
import { healthRoutes } from './modules/health/health.routes';
import { importRoutes } from './modules/import/import.routes';
import { mediclaimRoutes } from './modules/mediclaim/mediclaim.routes';
import { dependentRoutes } from './modules/members/dependents.routes';
import { memberRoutes } from './modules/members/members.routes';
import { miscRoutes } from './modules/misc/misc.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { personalDataRoutes } from './modules/personal-data/personal-data.routes';
import { printRoutes } from './modules/prints/prints.routes';
import { receiptEmailRoutes } from './modules/receipt-emails/receipt-emails.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { reminderPublicRoutes } from './modules/reminders/opt-out.routes';
import { reminderRoutes } from './modules/reminders/reminders.routes';
import { removedMemberRoutes } from './modules/removed-members/removed-members.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userRoutes } from './modules/users/users.routes';
import { verifyRoutes } from './modules/verify/verify.routes';
import { RequestLog, redactedError } from './request-log';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route the app registered, for the tests that must reach all of them. */
    routeList: { method: string; url: string; isPublic: boolean; role: Role | null }[];
  }
  interface FastifyRequest {
    user: SignedInUser | null;
    /** The signed-in user; every route that is not public can rely on it. */
    signedIn(): SignedInUser;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in (login, verify, settings). */
    public?: boolean;
    /** The least role that may call the route; every route that is not public names one (modules/auth/access.ts). */
    role?: Role;
    /** Open while the account must first change a temporary password or set up two-step sign-in. */
    accountSetup?: boolean;
  }
}

/** The app's pages: its own scripts, styles and images only, never framed. */
const PAGE_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets its theme through inline style attributes and a style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/** The API answers JSON, never a page: it needs no script or style, only what stops sniffing and framing. */
const API_HEADERS: HelmetOptions = {
  ...PAGE_HEADERS,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
};

/**
 * Each set of headers is worked out once, when the server starts. (@fastify/helmet works them out
 * again from the options for every request: 12% of the server's CPU for a member lookup.)
 */
const pageHeaders = helmet(PAGE_HEADERS);
const apiHeaders = helmet(API_HEADERS);

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every API module, mounted under /api. A module added here is behind sign-in unless it says
 * otherwise, and each of its routes names the least role that may call it.
 */
const apiModules = [
  authRoutes,
  userRoutes,
  twoStepRoutes,
  settingsRoutes,
  healthRoutes,
  memberRoutes,
  removedMemberRoutes,
  personalDataRoutes,
  dependentRoutes,
  feeRoutes,
  mediclaimRoutes,
  subscriptionRoutes,
  receiptRoutes,
  receiptEmailRoutes,
  reportRoutes,
  miscRoutes,
  gpaRoutes,
  gpaDependentRoutes,
  auditRoutes,
  overviewRoutes,
  printRoutes,
  bounceRoutes,
  dashboardRoutes,
  systemRoutes,
  importRoutes,
  cashbookRoutes,
  bulkRenewalRoutes,
  enrolmentRoutes,
  channelRoutes,
  reminderRoutes,
  reminderPublicRoutes,
  docsRoutes,
  verifyRoutes,
];

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** How long a connection may stay idle, in ms (60 s; a test makes it short). */
  connectionTimeout?: number;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const connectionTimeout = options.connectionTimeout ?? 60_000;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout,
    // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For).
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    logController: new RequestLog(),
    // The old clients call `misc/report/date/?fromDate=…` with a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's and Node's own refusals, in the app's error shape.
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  keepWorkedOnConnectionsOpen(app, connectionTimeout);
  app.decorate('ctx', ctx);
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.routeList.push({
          method,
          url: route.url,
          isPublic: route.config?.public === true,
          role: route.config?.role ?? null,
        });
      }
    }
  });
  app.decorateRequest('user', null);
  app.decorateRequest('signedIn', function signedIn(this: { user: SignedInUser | null }) {
    if (!this.user) throw new HttpError(401, authMessages.unauthorized);
    return this.user;
  });

  app.addHook('onRequest', (req, reply, done) => {
    (isApiUrl(req.url) ? apiHeaders : pageHeaders)(req.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  app.setErrorHandler(errorHandler);
  // Whoever wrote an answer in the error shape, it leaves with its code (docs/api.md).
  app.addHook('preSerialization', async (_req, _reply, payload) => withErrorCode(payload));
  refuseWhileClosing(app);

  // Each browser gets an XSRF cookie; its non-GET requests must echo it in a header (docs/api.md).
  app.addHook('onRequest', async (req, reply) => {
    if (!req.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'strict' });
    }
  });

  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        requireRule(route.method, route.url, route.config);
        if (route.schema?.body) route.preValidation = [lowerCaseKeys, ...[route.preValidation ?? []].flat()];
        const schema = (route.schema ?? {}) as { response?: Record<number, unknown> };
        route.schema = { ...schema, response: { ...failures(route), ...schema.response } };
      });
      api.addHook('onRequest', async (req, reply) => {
        // Members' details stay out of every cache.
        reply.header('cache-control', 'no-store');
        const cookie = req.cookies[XSRF_COOKIE];
        if (!SAFE_METHODS.has(req.method) && cookie) {
          const header = req.headers[XSRF_HEADER];
          if (typeof header !== 'string' || !sameText(header, cookie)) {
            throw new HttpError(403, 'Invalid or missing XSRF token; reload the page and try again');
          }
        }
        if (req.routeOptions.config?.public) return;
        const token = bearerToken(req.headers.authorization);
        req.user = token ? await authenticate(ctx, token) : null;
        if (!req.user) throw new HttpError(401, authMessages.unauthorized);
        const refused = refusal(req.user, req.routeOptions.config);
        if (refused) throw refused;
      });
      for (const module of apiModules) await api.register(module);
      api.all(
        '/*',
        { schema: { hide: true, response: { 404: errorAnswer } }, config: { role: 'VIEWER' } },
        async () => {
          throw new HttpError(404, 'Not Found');
        },
      );
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, ctx.config.webDist);
  return app;
}

/**
 * The idle timeout closes a connection on which no byte moved for connectionTimeout: a client that
 * stopped sending, or a kept-alive connection left open. But no byte moves either while the server
 * works on a request, and a 10,000-line bulk renewal on a loaded PostgreSQL took 44 s once and was
 * cut off ('other side closed') another time. So the timer is off from the handler's start until the
 * answer is sent; receiving the request stays bounded by requestTimeout.
 */
function keepWorkedOnConnectionsOpen(app: FastifyInstance, connectionTimeout: number): void {
  // An injected request (the tests' app.inject) has a socket without timers.
  const idleTimeout = (req: FastifyRequest, ms: number) => {
    const socket = req.raw.socket as Partial<Socket> | undefined;
    if (typeof socket?.setTimeout === 'function' && !socket.destroyed) socket.setTimeout(ms);
  };
  app.addHook('preHandler', async (req) => idleTimeout(req, 0));
  app.addHook('onResponse', async (req) => idleTimeout(req, connectionTimeout));
}

async function serveWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist) {
    app.setNotFoundHandler(async (_req, reply) => reply.code(404).send(errorBody('Not Found')));
    return;
  }
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // Only Vite's hashed files under assets/ may be cached for good; the rest is revalidated.
    setHeaders: (res, path) => {
      if (!path.includes('/assets/')) res.header('cache-control', 'no-cache');
    },
  });
  // Client routes (/dashboard, /update-member/12, …) all load the app, which routes in the browser.
  // A reminder e-mail's opt-out link ends in a token `{member}.{tag}`, a page though it looks like a file.
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || (/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/opt-out/'))) {
      return reply.code(404).send(errorBody('Not Found'));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
}

function errorHandler(error: FastifyError, req: { log: FastifyInstance['log'] }, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid input',
    }));
    return reply.code(400).send(errorBody(issues[0]?.message ?? 'Invalid input', issues));
  }
  if (error instanceof HttpError) {
    const { issues, ...extra } = error.extra as { issues?: { path: string; message: string }[] };
    return reply.code(error.statusCode).send({ ...extra, ...errorBody(error.message, issues) });
  }
  if (isBooksGuardRefusal(error)) {
    return reply.code(409).send(errorBody(BOOKS_GUARD_MESSAGE));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large'
          : error.message;
    return reply.code(status).send(errorBody(message));
  }
  req.log.error({ err: redactedError(error) }, 'request failed');
  return reply.code(500).send(errorBody('Something went wrong on the server. Please try again.'));
}

/**
 * The error answers every API route may give, declared beside its own: 400 when it validates input,
 * 401 and 403 (the role, or the XSRF check) unless it is public, 403 (the XSRF check) unless it only
 * reads, 500 always.
 */
function failures(route: RouteOptions): Partial<Record<number, typeof errorAnswer>> {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  return {
    ...(schema.params || schema.querystring || schema.body ? { 400: errorAnswer } : {}),
    ...(route.config?.public ? {} : { 401: errorAnswer, 403: errorAnswer }),
    ...(methods.every((m) => SAFE_METHODS.has(m)) ? {} : { 403: errorAnswer }),
    500: errorAnswer,
  };
}

/** Input keys are matched without regard to case (`MEMBER_NAME` or `member_name`): docs/api.md. */
function lowerCaseKeys(req: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const body = req.body;
  // A plain object only: the import routes keep their body as bytes (a Buffer is an object too).
  if (body !== null && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body)) out[key.toLowerCase()] = value;
    req.body = out;
  }
  done();
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
