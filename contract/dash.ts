/** GET /dash: counts for the dashboard cards. Sections count the active year. */
export interface DashCounts {
  classes: number;
  sections: number;
  rooms: number;
  subjects: number;
  parents: number;
  employees: { teacher: number; staff: number; driver: number; total: number };
  /** Active students with an open enrolment in the active year. */
  students: { total: number; male: number; female: number; by_class: { class_id: number; class_name: string; count: number }[] };
}
