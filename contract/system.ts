import * as v from 'valibot';
import { endpoint } from './endpoint';
import { API } from './paths';

/**
 * `GET /openapi.json` (Admins only): the OpenAPI 3.1 document of the mounted API. It is described
 * loosely here, as an object with its version and paths; the docs page reads its full shape.
 */
export const openApiAnswer = v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.record(v.string(), v.unknown())) });

export const openApiEndpoints = {
  document: endpoint({ mount: API.openapi, method: 'GET', path: '/', output: openApiAnswer }),
};

/** `GET /health` (public): the server is up, and on which database. */
export const healthAnswer = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });
export const healthEndpoints = {
  health: endpoint({ mount: API.health, method: 'GET', path: '/', output: healthAnswer }),
};
