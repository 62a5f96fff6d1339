/** GET /dash: counts for the dashboard cards. Sections count the active year. */
export interface DashCounts {
  classes: number;
  sections: number;
  rooms: number;
  subjects: number;
  parents: number;
  employees: { teacher: number; staff: number; driver: number; total: number };
}
