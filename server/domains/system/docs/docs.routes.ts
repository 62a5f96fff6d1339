import { Hono } from 'hono';
import { API, openApiEndpoints, type EndpointAnswer } from '@contract';
import { adminOnly } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';

/** The SPA page that reads the document; the app uses hash routes. */
export const DOCS_PAGE = '/#/settings/api-docs';

/**
 * `GET /api/openapi.json`: the OpenAPI document of the mounted API. Admins only, because it
 * names every route and privilege, and a role cannot be granted it.
 */
export function openApiRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.openapi).on(openApiEndpoints.document, adminOnly(), () => {
    if (!deps.apiDocument) throw new Error('createApp sets apiDocument; this app was built without it.');
    return deps.apiDocument() as EndpointAnswer<typeof openApiEndpoints.document>;
  }).app;
}

/**
 * `GET /api/docs` is opened by a browser, which sends no bearer token, so it cannot check who
 * asks: it sends the browser to the app's page, which signs in and fetches the document.
 */
export function docsPageRoutes() {
  return new Hono<AppEnv>().get('/', (c) => c.redirect(DOCS_PAGE, 302));
}
