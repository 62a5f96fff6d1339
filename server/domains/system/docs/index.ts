import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { docsPageRoutes, openApiRoutes } from './docs.routes';

/**
 * Two mounts: the document at `openapi.json` needs a session (Admins only), the `docs` page
 * link is public because a browser navigation carries no bearer token.
 */
export default [
  { path: API.openapi, routes: openApiRoutes },
  { path: API.docs, routes: docsPageRoutes, public: true },
] satisfies ApiModule[];
