import type { RidersList } from '@contract';

export type Rider = RidersList['riders'][number];

export interface RiderGroup {
  key: string;
  zone: string;
  /** null: riders with no stop given, picked up anywhere in the zone. */
  stop: string | null;
  riders: Rider[];
}

const compare = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });

/**
 * The list in the order a driver meets it: by zone, then by stop (riders with no stop last in
 * their zone), then by name. The server's order is not relied on, so a saved copy reads the same.
 */
export function groupRiders(riders: readonly Rider[]): RiderGroup[] {
  const groups = new Map<string, RiderGroup>();
  for (const rider of riders) {
    const key = `${rider.zone_name}\u0000${rider.stop ?? ''}`;
    const group = groups.get(key) ?? { key, zone: rider.zone_name, stop: rider.stop, riders: [] };
    group.riders.push(rider);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) => compare(a.zone, b.zone) || (a.stop === null ? 1 : 0) - (b.stop === null ? 1 : 0) || compare(a.stop ?? '', b.stop ?? ''),
  );
  for (const group of sorted) group.riders.sort((a, b) => compare(a.student_name, b.student_name));
  return sorted;
}

/** "Grade 4 · B", "Grade 4", or "" when the student has no class this year. */
export const classAndSection = (r: Pick<Rider, 'class_name' | 'section_name'>) => [r.class_name, r.section_name].filter(Boolean).join(' · ');

/** A phone as a tel: address: digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
