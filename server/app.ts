import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiError } from '@contract';
import { authenticate } from './lib/access';
import type { AppDeps, AppEnv } from './lib/context';
import { HttpError, isUniqueViolation } from './lib/errors';
import { mountClient } from './lib/static';
import { xsrf } from './lib/xsrf';
import { academicRoutes } from './modules/academic/academic.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { classRoutes } from './modules/classes/classes.routes';
import { healthRoutes } from './modules/health/health.routes';
import { roomRoutes } from './modules/rooms/rooms.routes';
import { sectionRoutes } from './modules/sections/sections.routes';
import { subjectRoutes } from './modules/subjects/subjects.routes';

export const BODY_LIMIT = 1024 * 1024;
const PUBLIC_PATHS = new Set(['/api/auth/login', '/api/health']);

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
  if (err instanceof HttpError) return { status: err.status, body: { message: err.message, issues: err.issues } };
  if (isUniqueViolation(err)) return { status: 409, body: { message: 'This record already exists.' } };
  if (err instanceof HTTPException) {
    const message = err.status === 413 ? 'The request body is larger than 1 MB.' : err.message || 'Bad request';
    return { status: err.status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal Server Error', requestId: requestIdValue } };
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const log = deps.env.LOG_REQUESTS === '1';

  app.use(secureHeaders({ contentSecurityPolicy: csp, crossOriginEmbedderPolicy: false }));
  app.use(requestId());
  if (log) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      const ms = (performance.now() - start).toFixed(1);
      console.log(`${c.get('requestId')} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }

  const api = new Hono<AppEnv>();
  api.use(
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: () => {
        throw new HTTPException(413);
      },
    }),
  );
  api.use(xsrf((p) => p === '/api/auth/login'));
  api.use(async (c, next) => (PUBLIC_PATHS.has(c.req.path) || c.req.path.startsWith('/api/auth') ? next() : authenticate(deps)(c, next)));
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/acedmic', academicRoutes(deps));
  api.route('/class', classRoutes(deps));
  api.route('/classrooms', roomRoutes(deps));
  api.route('/sections', sectionRoutes(deps));
  api.route('/subjects', subjectRoutes(deps));
  api.all('*', () => {
    throw new HttpError(404, 'This API path does not exist.');
  });
  app.route('/api', api);

  app.onError((err, c) => {
    const { status, body } = errorBody(err, c.get('requestId'));
    if (status >= 500) console.error(`${c.get('requestId')} ${c.req.method} ${c.req.path}`, err);
    return c.json(body, status as 400);
  });

  if (deps.distDir) mountClient(app, deps.distDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
