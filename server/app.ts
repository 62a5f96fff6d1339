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
import { dashRoutes } from './modules/dash/dash.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imageFileRoutes, imageUploadRoutes } from './modules/images/images.routes';
import { MAX_IMAGE_BYTES } from './modules/images/images.service';
import { schoolProfileRoutes } from './modules/schools/schools.routes';
import { employeeRoutes } from './modules/employees/employees.routes';
import { parentRoutes } from './modules/parents/parents.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { userRoutes } from './modules/users/users.routes';
import { performanceRoutes } from './modules/performance/performance.routes';
import { promotionRoutes } from './modules/promotion/promotion.routes';
import { roomRoutes } from './modules/rooms/rooms.routes';
import { studentImportRoutes } from './modules/student-import/student-import.routes';
import { studentClassRoutes, studentRoutes } from './modules/students/students.routes';
import { sectionRoutes } from './modules/sections/sections.routes';
import { subjectRoutes } from './modules/subjects/subjects.routes';

export const BODY_LIMIT = 1024 * 1024;
export const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;
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
    const message = err.status === 413 ? 'The request body is too large (1 MB for data, 2 MB for an image, 4 MB for an import).' : err.message || 'Bad request';
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
  const tooLarge = () => {
    throw new HTTPException(413);
  };
  const jsonLimit = bodyLimit({ maxSize: BODY_LIMIT, onError: tooLarge });
  // Uploads carry a 2 MB image plus the multipart envelope; a student import carries up to
  // 5,000 CSV rows as JSON; everything else is small JSON.
  const uploadLimit = bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: tooLarge });
  const importLimit = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, onError: tooLarge });
  api.use((c, next) => {
    if (c.req.path === '/api/images') return uploadLimit(c, next);
    if (c.req.path.startsWith('/api/students/import')) return importLimit(c, next);
    return jsonLimit(c, next);
  });
  api.use(xsrf((p) => p === '/api/auth/login'));
  api.use(async (c, next) => (PUBLIC_PATHS.has(c.req.path) || c.req.path.startsWith('/api/auth') ? next() : authenticate(deps)(c, next)));
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.route('/acedmic', academicRoutes(deps));
  api.route('/class', classRoutes(deps));
  api.route('/classrooms', roomRoutes(deps));
  api.route('/sections', sectionRoutes(deps));
  api.route('/subjects', subjectRoutes(deps));
  // The fixed /students/... paths go before the students router, whose /:id would take them.
  api.route('/students/promotion', promotionRoutes(deps));
  api.route('/students/performance', performanceRoutes(deps));
  api.route('/students/import', studentImportRoutes(deps));
  api.route('/students', studentRoutes(deps));
  api.route('/studentClass', studentClassRoutes(deps));
  api.route('/settings/school', schoolProfileRoutes(deps));
  api.route('/images', imageUploadRoutes(deps));
  api.route('/dash', dashRoutes(deps));
  api.route('/parents', parentRoutes(deps));
  api.route('/employees', employeeRoutes(deps));
  api.route('/user', userRoutes(deps));
  api.route('/settings/roles', roleRoutes(deps));
  api.all('*', () => {
    throw new HttpError(404, 'This API path does not exist.');
  });
  app.route('/api', api);
  app.route('/images', imageFileRoutes(deps));

  app.onError((err, c) => {
    const { status, body } = errorBody(err, c.get('requestId'));
    if (status >= 500) console.error(`${c.get('requestId')} ${c.req.method} ${c.req.path}`, err);
    return c.json(body, status as 400);
  });

  if (deps.distDir) mountClient(app, deps.distDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
