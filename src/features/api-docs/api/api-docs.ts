import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { openApiEndpoints } from '@contract';
import { apiDocsKeys } from '@/api/api-docs';
import { http } from '@/lib/http';
import type { OpenApiDocument } from '../lib/api-reference';

/**
 * The OpenAPI document (Admins only). Never saved on the device: it maps every route and
 * privilege. The server builds it once per start, so one read lasts the visit.
 */
export const apiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: apiDocsKeys.document(),
    // The contract checks only that it is an OpenAPI object; api-reference.ts reads its full shape.
    queryFn: ({ signal }) => http.call(openApiEndpoints.document, undefined, { signal }).then((doc) => doc as unknown as OpenApiDocument),
    staleTime: Infinity,
  });

/** Typed by hand in the address: a bad value is dropped rather than failing the page. */
const text = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined);

/** The address's search: what the search box holds and the module chosen. */
export const apiDocsSearch = v.object({ search: text, module: text });
export type ApiDocsSearch = v.InferOutput<typeof apiDocsSearch>;
