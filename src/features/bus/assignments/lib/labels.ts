import { formatMoney, type Assignment, type Bus, type FeeCategory } from '@contract';
import { formatDate } from '@/lib/format-date';

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Seats not taken on the day the riders were counted; never below zero. */
export const seatsLeft = (bus: Pick<Bus, 'capacity' | 'riders'>) => Math.max(bus.capacity - bus.riders, 0);

/** A bus as a choice: "Bus 7 — 3 seats left", or "Bus 7 — full". */
export const busChoice = (bus: Pick<Bus, 'number' | 'capacity' | 'riders'>) => {
  const left = seatsLeft(bus);
  return `${bus.number} — ${left === 0 ? 'full' : `${plural(left, 'seat')} left`}`;
};

/** A fee category as a choice: "Hilltop · One way · USD 1,500.00 a month". */
export const categoryChoice = (c: Pick<FeeCategory, 'zone_name' | 'name' | 'rate'>, currency?: string) =>
  `${c.zone_name} · ${c.name} · ${formatMoney(c.rate, currency)} a month`;

/** "Grade 4 · B", or what there is of it. */
export const placeOf = (a: { class_name: string | null; section_name: string | null }) => [a.class_name, a.section_name].filter(Boolean).join(' · ');

/** How long an assignment runs: "From 1 Sep 2026", "1 Sep 2026 – 30 Nov 2026". */
export const spanOf = (a: Pick<Assignment, 'from' | 'to'>) => (a.to ? `${formatDate(a.from)} – ${formatDate(a.to)}` : `From ${formatDate(a.from)}`);

/**
 * "8 chosen · 5 seats left", the bulk dialog's live line; null before a bus is chosen. Ticked
 * students who ride that bus already give up their seat as they move, so they need none.
 */
export function seatsLine(chosen: number, bus: Pick<Bus, 'capacity' | 'riders'> | undefined, alreadyOn = 0): { text: string; over: boolean } | null {
  if (!bus) return null;
  const left = seatsLeft(bus);
  return { text: `${chosen} chosen · ${plural(left, 'seat')} left`, over: chosen - alreadyOn > left };
}

/** The day before `day` (YYYY-MM-DD): where an assignment replaced on `day` ends. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
