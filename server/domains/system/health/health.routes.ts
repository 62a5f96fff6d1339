import { API, healthEndpoints } from '@contract';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';

export function healthRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.health).on(healthEndpoints.health, () => ({ status: 'ok' as const, database: deps.database.kind })).app;
}
