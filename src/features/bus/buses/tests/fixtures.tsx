import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { Bus, FeeCategory, Privilege, Profile, Zone } from '@contract';

/** The bus pages' tests share these: a user, a query client, and typing as a person does. */

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

export const BUS_3: Bus = {
  id: 3,
  version: 2,
  number: 'Bus 3',
  plate: 'KDA 123X',
  driver_id: 21,
  driver_name: 'Joseph Mwangi',
  driver_phone: '+254 711 000 111',
  capacity: 40,
  status: 'Active',
  riders: 32,
};
export const BUS_5: Bus = { ...BUS_3, id: 5, version: 1, number: 'Bus 5', plate: 'KCB 555L', driver_id: null, driver_name: null, driver_phone: null, capacity: 14, riders: 14 };

export const DRIVERS = [
  { id: 21, name: 'Joseph Mwangi', number: 'EMP-0021', phone: '+254 711 000 111' },
  { id: 22, name: 'Grace Wanjiru', number: 'EMP-0022', phone: null },
];

export const HILLTOP: Zone = { id: 1, version: 3, name: 'Hilltop', monthly_fee: 250_000, categories: 2, riders: 18 };
export const RIVERSIDE: Zone = { id: 2, version: 1, name: 'Riverside', monthly_fee: 180_000, categories: 0, riders: 0 };

export const BOTH_WAYS: FeeCategory = { id: 7, version: 1, zone_id: 1, zone_name: 'Hilltop', name: 'Both ways', monthly_fee: null, rate: 250_000, status: 'Active', riders: 12 };
export const ONE_WAY: FeeCategory = { ...BOTH_WAYS, id: 8, version: 4, name: 'One way', monthly_fee: 150_000, rate: 150_000, riders: 6 };
