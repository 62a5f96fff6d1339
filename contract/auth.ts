import * as v from 'valibot';
import { messagesSetOne } from './messages';
import { idField, passwordField, requiredText } from './fields';

export const loginSchema = v.object({
  username: requiredText('Username', 100),
  password: v.pipe(
    v.string(messagesSetOne.required),
    v.nonEmpty(messagesSetOne.required),
    v.maxLength(200, messagesSetOne.maxLength('Password', 200)),
  ),
  rem: v.optional(v.boolean('Remember must be true or false.'), false),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

export const changePasswordSchema = v.object({ password: passwordField });
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;

export const profileSchema = v.object({ fullname: requiredText('Full name', 120, 2) });
export type ProfileInput = v.InferOutput<typeof profileSchema>;

export const changeAcademicSchema = v.object({ id: idField });

export type Role = 'Admin' | 'User';

/** The session fields of spec §3, as the login response and GET /auth return them. */
export interface SessionUser {
  id: number;
  schoolId: number;
  academic: string;
  fullname: string;
  username: string;
  privileges: string[];
  classes: number[];
  bus_account_id: number | null;
  /** The user's own staff record, whose lessons are "my week"; null when they have none. */
  employee_id: number | null;
  role_id: number;
  role: Role;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

/** GET /auth: the session plus what the shell shows of the school. */
export interface Profile extends SessionUser {
  school_name: string;
  logo: string | null;
  academic_name: string;
  currency: string;
  time_zone: string;
  route?: string;
}

export interface AcademicYear {
  id: number;
  version: number;
  name: string;
  start_date: string;
  end_date: string;
  active: boolean;
}
