import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { endpointUrl, IDEMPOTENCY_HEADER, type AnyEndpoint, type Privilege, type Profile } from '@contract';
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

/** Renders with a fresh query client that never retries, so a refused read shows at once. */
export const renderWithQueries = (ui: ReactElement) => render(ui, { wrapper: withClient() });

/** Answers `http.get` by path from a table of replies; a reply that is an Error is thrown. */
export function answer(replies: Record<string, unknown>) {
  return (path: string) => {
    const key = Object.keys(replies).find((p) => path.endsWith(p));
    if (key === undefined) return Promise.reject(new Error(`No reply for ${path}`));
    const reply = replies[key];
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(structuredClone(reply));
  };
}

/** Types into a field as a person does: focus, input, change, leave. */
export const enter = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Types into the field labelled `label` as a form test does: focus, input, leave. */
export const typeInto = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
};

/** A form's Save button, read afresh (it is disabled until the form is valid). */
export const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** Chooses `value` in the select labelled `label`: focus, change, leave. */
export const pickIn = (label: string, value: string) => {
  const select = screen.getByLabelText(label);
  fireEvent.focus(select);
  fireEvent.change(select, { target: { value } });
  fireEvent.blur(select);
};

/** Picks `name` in the search-as-you-type combobox labelled `label` (a student or employee picker). */
export async function pickFromSearch(label: string, name: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: name.slice(0, 3) } });
  const option = await screen.findByRole('option', { name: new RegExp(name) });
  // Headless UI picks on the pointer's release, as a finger or mouse does, not on a bare click.
  await act(async () => {
    fireEvent.pointerDown(option);
    fireEvent.mouseDown(option);
    fireEvent.pointerUp(option);
    fireEvent.mouseUp(option);
    fireEvent.click(option);
  });
  await waitFor(() => expect((input as HTMLInputElement).value).toContain(name));
}

/** The text that describes a field: its error and hint. */
export const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The button named `name` inside `scope` (a row, a dialog). */
export const button = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('button', { name }) as HTMLButtonElement;

/** Presses a button once it is enabled, as a person waits for a dialog to be ready. */
export async function pressWhenEnabled(button: HTMLButtonElement) {
  await waitFor(() => expect(button.disabled).toBe(false));
  await act(async () => fireEvent.click(button));
}

/** The Idempotency-Key a mocked `http` call was sent under, if any. */
export const sentKey = (call: unknown[]) => (call[2] as { headers: Record<string, string> } | undefined)?.headers[IDEMPOTENCY_HEADER];

/**
 * Once the report's table shows, opens its 'Filter the report' dialog from the Filter button; `field` and
 * `press` act inside it, `from` and `to` are the range's two ends (labelled `fromLabel` and `toLabel`).
 */
export async function openReportFilter(fromLabel: string, toLabel: string) {
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filter the report' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const press = (name: string) => act(async () => fireEvent.click(within(dialog).getByRole('button', { name })));
  return {
    dialog,
    field,
    press,
    from: field(fromLabel),
    to: field(toLabel),
    /** Sets `label` to `value` and presses Apply: the dialog stays open and says `message`. */
    async refuses(label: string, value: string, message: string) {
      fireEvent.change(field(label), { target: { value } });
      await press('Apply');
      expect(within(dialog).getByRole('alert').textContent).toBe(message);
    },
    /** Presses the preset `name`, which then shows as the one chosen. */
    async preset(name: string) {
      await press(name);
      expect(within(dialog).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
    },
  };
}

/**
 * Waits for a report's table (the one named `table`, if given), presses Download CSV and returns what
 * `download` (the test's mock of downloadText) was handed: the file's name and its lines.
 */
export async function downloadCsv(download: Mock, table?: RegExp) {
  await screen.findByRole('table', table ? { name: table } : undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  const [name, text] = download.mock.calls[0] as [string, string];
  return { name, lines: text.split('\r\n') };
}

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
