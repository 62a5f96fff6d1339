import { PERFORMANCE_CATEGORIES, type PerformanceCategory } from '@contract';

/** A local calendar date as YYYY-MM-DD. */
export function isoDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const today = () => isoDay(new Date());

export function daysAgo(days: number, from = new Date()): string {
  const d = new Date(from);
  d.setDate(d.getDate() - days);
  return isoDay(d);
}

export const CATEGORY_LABELS: Record<PerformanceCategory, string> = {
  academic: 'Academic',
  behaviour: 'Behaviour',
  attendance: 'Attendance',
  sport: 'Sport',
  other: 'Other',
};

/** "an academic note", "a behaviour note": the category as it reads inside a sentence. */
export const categoryNote = (category: PerformanceCategory) => {
  const word = CATEGORY_LABELS[category].toLowerCase();
  return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} note`;
};

export const categoryOptions = PERFORMANCE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export const ratingText = (rating: number) => `${rating} out of 5 (${RATING_WORDS[rating - 1] ?? ''})`;
