import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { endpointUrl, type AnyEndpoint, type Privilege, type Profile } from '@contract';
import { PERSIST_KEY } from './query-client';

/**
 * What the page tests of the feature folders share: a signed-in user, a page of rows, a query
 * client, and typing and submitting as a person does. Imported by tests only.
 */

/** A signed-in user of Greenfield (USD, UTC) holding exactly `privileges`. */
export const userWith = (...privileges: Privilege[]) => ({ currency: 'USD', time_zone: 'UTC', school_name: 'Greenfield School', privileges, role_id: 7 }) as unknown as Profile;

export const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 100 });

export function withClient(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Types into a field as a person does: focus, input, change, leave. */
export const enter = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** The text that describes a field: its error and hint. */
export const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** Presses a submit button until the page sends: a click can land on a button being re-rendered. */
export async function pressUntilSent(button: () => HTMLButtonElement, sent: { mock: { calls: unknown[] } }) {
  const before = sent.mock.calls.length;
  await waitFor(async () => {
    expect(button().disabled).toBe(false);
    if (sent.mock.calls.length === before) await act(async () => fireEvent.click(button()));
    expect(sent.mock.calls.length).toBeGreaterThan(before);
  });
}

/** A query as the device's saved copy holds it. */
export interface SavedQuery<T> {
  queryKey: unknown[];
  state: { data: T };
}

/**
 * What the device's saved copy holds at each instant a draft is removed, as `read` picks it: a
 * reload at that instant finds no draft, so the copy must already hold what was sent.
 */
export function savedCopyAtDraftRemoval<T>(read: (queries: SavedQuery<T>[]) => unknown): unknown[] {
  const seen: unknown[] = [];
  const remove = Storage.prototype.removeItem;
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
    if (key.startsWith('sd.draft.')) {
      const copy = JSON.parse(this.getItem(PERSIST_KEY) ?? '{"clientState":{"queries":[]}}') as { clientState: { queries: SavedQuery<T>[] } };
      seen.push(read(copy.clientState.queries));
    }
    remove.call(this, key);
  });
  return seen;
}

type CallInput = { params?: Record<string, string | number>; query?: unknown; body?: unknown };

/**
 * A mocked `http` whose `call(endpoint, input)` goes through the same object's `get`, `list`,
 * `post`, `put`, `patch` and `delete` mocks by URL, so a page test keeps mocking the API by
 * path and method: `vi.mock('@/lib/http', () => ({ http: callsByPath(http) }))`.
 */
export function callsByPath<H extends object>(http: H): H & { call: Mock } {
  const verb = (name: 'get' | 'list' | 'post' | 'put' | 'patch' | 'delete') => {
    const mock = (http as Partial<Record<string, Mock>>)[name];
    if (!mock) throw new Error(`The test calls http.${String(name)}, which it does not mock.`);
    return mock;
  };
  // Trailing undefined arguments are left off, as a hand-written call would leave them.
  const send = (mock: Mock, ...args: unknown[]) => {
    while (args.length > 1 && args[args.length - 1] === undefined) args.pop();
    return mock(...args);
  };
  const call = vi.fn((endpoint: AnyEndpoint, input: CallInput = {}, options?: unknown) => {
    const path = endpointUrl(endpoint, input.params);
    if (endpoint.method === 'GET') return send(verb(endpoint.paged && 'list' in http ? 'list' : 'get'), path, input.query, options);
    if (endpoint.method === 'DELETE') return send(verb('delete'), path, input.query, options);
    return send(verb(endpoint.method.toLowerCase() as 'post'), path, input.body, options);
  });
  return Object.assign(http, { call });
}
