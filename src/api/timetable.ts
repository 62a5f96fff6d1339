/**
 * Timetable reads (issue 15, ADR 026). Saved on the device: the periods and each week opened
 * (a section's, a teacher's, a room's), so a timetable reads offline. The builder's whole-year
 * lessons, the requirements, the loads and the clash report are fetched live. A placement
 * invalidates `weeks()`, `entries()`, `requirements()`, `loads()` and `clashes()`.
 */
const all = ['timetable'] as const;
export const timetableKeys = {
  all,
  periods: () => [...all, 'periods'] as const,
  unavailability: (who: { teacher_id?: number; room_id?: number }) => [...all, 'unavailability', who] as const,
  unavailabilities: () => [...all, 'unavailability'] as const,
  requirements: () => [...all, 'requirements'] as const,
  sectionRequirements: (sectionId: number) => [...all, 'requirements', sectionId] as const,
  entries: () => [...all, 'entries'] as const,
  weeks: () => [...all, 'week'] as const,
  week: (of: { section_id?: number; teacher_id?: number; room_id?: number }) => [...all, 'week', of] as const,
  loads: () => [...all, 'loads'] as const,
  clashes: () => [...all, 'clashes'] as const,
  generation: (id: number) => [...all, 'generation', id] as const,
};
