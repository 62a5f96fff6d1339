import * as v from 'valibot';
import { endpoint } from './endpoint';
import { API } from './paths';

/**
 * `GET /openapi.json` (Admins only): the OpenAPI 3.1 document of the mounted API. It is described
 * loosely here, as an object with its version and paths; the docs page reads its full shape.
 *
 * `GET /health` is not a descriptor yet: server/lib/openapi.ts counts the router's answer check
 * as a session check, so a public module mounted with endpointRouter is documented as signed-in.
 */
export const openApiAnswer = v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.record(v.string(), v.unknown())) });

export const openApiEndpoints = {
  document: endpoint({ mount: API.openapi, method: 'GET', path: '/', output: openApiAnswer }),
};
