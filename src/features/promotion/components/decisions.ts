import { PROMOTION_OUTCOMES, type AcademicYear, type PromotionOutcome, type PromotionPreview, type PromotionTiming } from '@contract';
import { formatDate } from '@/lib/format-date';

export const OUTCOME_LABELS: Record<PromotionOutcome, string> = { promoted: 'Promoted', repeated: 'Repeated', graduated: 'Graduated' };

/** The outcome picked from a select's text. */
export const outcomeOf = (value: string): PromotionOutcome | undefined => PROMOTION_OUTCOMES.find((o) => o === value);

/** What happens to one student: the outcome, and the section in the target year ('' when graduating). */
export interface Decision {
  outcome: PromotionOutcome;
  target: string;
}

/** The year the students move into: the first that starts after the active one. */
export function nextYearAfter(years: AcademicYear[]): AcademicYear | null {
  const active = years.find((y) => y.active);
  if (!active) return null;
  return [...years].filter((y) => y.start_date > active.start_date).sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? null;
}

/** Promoted students go to a section of the next class, repeaters to one of their own class. */
export const optionsFor = (p: PromotionPreview, outcome: PromotionOutcome) => (outcome === 'promoted' ? p.next_sections : outcome === 'repeated' ? p.repeat_sections : []);

export function defaultTarget(p: PromotionPreview, outcome: PromotionOutcome, preferred: number | null): string {
  const list = optionsFor(p, outcome);
  if (preferred && list.some((s) => s.id === preferred)) return String(preferred);
  return list[0] ? String(list[0].id) : '';
}

/** The server's proposal, or what an earlier run decided. */
export function initialDecisions(p: PromotionPreview): Record<number, Decision> {
  const out: Record<number, Decision> = {};
  for (const s of p.students) {
    const outcome = s.already?.outcome ?? s.proposed;
    out[s.student_id] = { outcome, target: outcome === 'graduated' ? '' : defaultTarget(p, outcome, s.already?.section_id ?? s.target_section_id) };
  }
  return out;
}

/**
 * When the move takes effect (ADR 018), in words: the new sections from the target year's first
 * day, and until the section's year ends the students stay where they are.
 */
export function timingText(t: PromotionTiming, from: string): { effect: string; until: string | null } {
  if (t.takes_effect_on <= t.today) return { effect: `Takes effect at once: ${t.target_year_name} has started.`, until: null };
  return {
    effect: `Takes effect on ${formatDate(t.takes_effect_on)}, when ${t.target_year_name} starts.`,
    until: t.current_until >= t.today ? `Until ${formatDate(t.current_until)} the students stay in ${from}: rosters, counts and transfers are unchanged.` : null,
  };
}

/** Why "Confirm promotion" cannot be pressed yet, or null when it can. */
export function confirmBlocker(missing: { fullname: string }[], pending: boolean): string | null {
  if (pending) return 'Saving the promotion…';
  if (missing.length === 1) return `Pick a section for ${missing[0]!.fullname}.`;
  if (missing.length > 1) return `Pick a section for ${missing.length} students.`;
  return null;
}
