/** What the shell shows of the signed-in user; the route passes it from the profile query. */
export interface ShellUser {
  username: string;
  fullname: string;
  role: string;
  /** The role's own name ("Bursar"); older saved profiles lack it. */
  role_name?: string;
  role_id: number;
  privileges: string[];
  logo: string | null;
  school_name: string;
  academic_name: string;
}
