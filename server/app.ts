import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ApiError } from '@contract';
import { authenticate } from './lib/access';
import type { AppDeps, AppEnv } from './lib/context';
import { AnswerDrift } from './lib/endpoint';
import { HttpError, isStaleRow, isUniqueViolation, staleRow } from './lib/errors';
import { formatServerError } from './lib/log-error';
import { buildOpenApi } from './lib/openapi';
import { API_HEADERS, ASSET_HEADERS, assignRequestId, documentHeaders, securityHeaders } from './lib/response-headers';
import { clearsReports, ReportCache } from './lib/report-cache';
import { ReportReads } from './lib/report-reads';
import { mountClient } from './lib/static';
import { xsrf } from './lib/xsrf';
import { imageFileRoutes } from './domains/people/images';
import { API_MODULES, moduleFor, mountOrder } from './registry';

/** Every request body but a module's own `bodyLimit` (an upload, an import) is small JSON. */
export const BODY_LIMIT = 1024 * 1024;

const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // sonner and Headless UI set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function errorBody(err: unknown, requestIdValue: string): { status: number; body: ApiError } {
  if (err instanceof HttpError) return { status: err.status, body: { ...err.detail, message: err.message, issues: err.issues } };
  if (isUniqueViolation(err)) return { status: 409, body: { message: 'This record already exists.' } };
  if (isStaleRow(err)) return { status: 409, body: { message: staleRow().message, code: 'stale' } };
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? 'The request body is too large (1 MB for data, 2 MB for an image, 4 MB for an import).' : err.message || 'Bad request';
    return { status: err.status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal Server Error', requestId: requestIdValue } };
}

export function createApp(appDeps: AppDeps) {
  const app = new Hono<AppEnv>();
  let document: unknown;
  // The OpenAPI document describes the routes as mounted, so it is built on first use.
  const reportCache = appDeps.env.REPORT_CACHE === '0' ? null : (appDeps.reportCache ?? new ReportCache());
  const reportReads = appDeps.reportReads ?? new ReportReads(appDeps.database.db, appDeps.database.replica);
  const deps: AppDeps = { ...appDeps, reportCache, reportReads, apiDocument: () => (document ??= buildOpenApi(api, API_MODULES)) };
  const log = deps.env.LOG_REQUESTS === '1';

  // Security headers and the request id, set before the handler and written with the
  // handler's own in one go when Node serves the app (server/lib/response-headers.ts, ADR 020).
  const pageHeaders = securityHeaders(documentHeaders(csp));
  const apiHeaders = securityHeaders(API_HEADERS);
  const assetHeaders = securityHeaders(ASSET_HEADERS);
  // Set once the client is mounted (below): which addresses are the build's plain files.
  let builtFile = (_path: string) => false;
  app.use(async (c, next) => {
    const path = c.req.path;
    const api = /^\/api(?:\/|$)/.test(path);
    const file = !api && builtFile(path);
    (api ? apiHeaders : file ? assetHeaders : pageHeaders)(c);
    assignRequestId(c, !file);
    await next();
  });
  if (log) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      const ms = (performance.now() - start).toFixed(1);
      console.log(`${c.get('requestId')} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  const api = new Hono<AppEnv>();
  const tooLarge = () => {
    throw new HTTPException(413);
  };
  const limits = new Map(API_MODULES.map((m) => [m, bodyLimit({ maxSize: m.bodyLimit ?? BODY_LIMIT, onError: tooLarge })]));
  const jsonLimit = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });
  const signedIn = authenticate(deps);
  // One look-up per request tells which module answers it: its name (for the Actor and the
  // audit row), its body limit and whether it is public.
  api.use(async (c, next) => {
    const mod = moduleFor(API_MODULES, c.req.path);
    c.set('module', mod?.path || 'api');
    // GET and HEAD have no body (the Fetch request never carries one), and asking for it
    // would build a full Fetch Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (mod ? limits.get(mod)! : jsonLimit)(c, next);
  });
  api.use(xsrf((p) => p === '/api/auth/login', (p) => p === '/api/health'));
  const publicModules = new Set(API_MODULES.filter((m) => m.public).map((m) => m.path));
  api.use(async (c, next) => (publicModules.has(c.get('module')) ? next() : signedIn(c, next)));
  api.use(clearsReports(reportCache, reportReads));
  for (const mod of mountOrder(API_MODULES)) api.route(`/${mod.path}`, mod.routes(deps));
  api.all('*', () => {
    throw new HttpError(404, 'This API path does not exist.');
  });
  app.route('/api', api);
  app.route('/images', imageFileRoutes(deps));

  app.onError((err, c) => {
    const { status, body } = errorBody(err, c.get('requestId'));
    // Never `err` itself: a failed query's message and cause carry the bound values.
    if (status >= 500) console.error(formatServerError(err, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path }));
    // Raised in development and tests only, where what drifted is what the developer needs to see.
    if (err instanceof AnswerDrift) console.error(err.message);
    return c.json(body, status as 400);
  });

  if (deps.distDir) builtFile = mountClient(app, deps.distDir) ?? builtFile;
  return app;
}

export type App = ReturnType<typeof createApp>;
