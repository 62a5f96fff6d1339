/**
 * Bus reads (issue 13). Only a bus's riders list is saved on the device (ADR 024): a driver's
 * tablet needs it on the road, parent phones included. Buses, zones, assignments, fees and the
 * report are fetched live. A bus write invalidates `busKeys.all`; billing a month also
 * `financeKeys.all`, since it posts to the ledger.
 */
const all = ['bus'] as const;
export const busKeys = {
  all,
  buses: () => [...all, 'buses'] as const,
  drivers: () => [...all, 'drivers'] as const,
  zones: () => [...all, 'zones'] as const,
  categories: () => [...all, 'categories'] as const,
  assignments: () => [...all, 'assignments'] as const,
  fees: () => [...all, 'fees'] as const,
  report: () => [...all, 'report'] as const,
  /** Active buses with riders counted on the day an assignment would start. */
  activeBuses: (date: string | undefined) => [...all, 'buses', 'active', date ?? 'today'] as const,
  allBuses: () => [...all, 'buses', 'all'] as const,
  sectionRiders: (sectionId: number | null, date: string | undefined) => [...all, 'assignments', 'section', sectionId, date ?? 'today'] as const,
  feePreview: (month: string | null) => [...all, 'fees', 'preview', month] as const,
  candidates: (search: string) => [...all, 'assignments', 'candidates', search] as const,
  reportOf: (month: string) => [...all, 'report', month] as const,
  /** Today's riders of a bus: one saved copy per bus, so yesterday's copy opens offline today. */
  riders: (busId: number) => [...all, 'riders', busId] as const,
};
