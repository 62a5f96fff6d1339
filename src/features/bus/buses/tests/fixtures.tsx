import type { Bus, FeeCategory, Zone } from '@contract';

export { describedBy, enter, page, pressUntilSent, userWith, withClient } from '@/lib/testing';

/** The bus list and Bus Fee pages' rows; the shared test helpers come from src/lib/testing. */

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
