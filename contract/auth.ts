import * as v from 'valibot';
import { messageAnswer } from './answers';
import { endpoint } from './endpoint';
import { API } from './paths';
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

export const ROLES = ['Admin', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** The session fields of spec §3, as the login response and GET /auth return them. */
export const sessionUserRow = v.object({
  id: v.number(),
  schoolId: v.number(),
  academic: v.string(),
  fullname: v.string(),
  username: v.string(),
  privileges: v.array(v.string()),
  classes: v.array(v.number()),
  bus_account_id: v.nullable(v.number()),
  /** The user's own staff record, whose lessons are "my week"; null when they have none. */
  employee_id: v.nullable(v.number()),
  role_id: v.number(),
  role: v.picklist(ROLES),
  /** The role's own name as the Users page shows it ("Bursar"); `role` only tells Admin apart. */
  role_name: v.optional(v.string()),
});
export type SessionUser = v.InferOutput<typeof sessionUserRow>;

export const FAMILY_KINDS = ['parent', 'pupil'] as const;
export type FamilyKind = (typeof FAMILY_KINDS)[number];

/** Sign-in answers a parent or pupil with this instead of a staff `user` (issue 33). */
export const familySessionRow = v.object({ kind: v.picklist(FAMILY_KINDS), id: v.number(), name: v.string(), must_change: v.boolean() });
export type FamilySession = v.InferOutput<typeof familySessionRow>;

export const staffLoginAnswer = v.object({ token: v.string(), user: sessionUserRow });
export type LoginResponse = v.InferOutput<typeof staffLoginAnswer>;
/** Sign-in answers staff with their session user, a parent or pupil with `family` (issue 33). */
export const loginAnswer = v.union([staffLoginAnswer, v.object({ token: v.string(), family: familySessionRow })]);
export type AnyLoginResponse = v.InferOutput<typeof loginAnswer>;

/** GET /auth: the session plus what the shell shows of the school. */
export const profileRow = v.object({
  ...sessionUserRow.entries,
  school_name: v.string(),
  logo: v.nullable(v.string()),
  academic_name: v.string(),
  currency: v.string(),
  time_zone: v.string(),
  route: v.optional(v.string()),
});
export type Profile = v.InferOutput<typeof profileRow>;

/** The change-password answer: the new token replaces every older one. */
export const changePasswordAnswer = v.object({ message: v.string(), token: v.string() });

/** Sign-in is public; everything else here needs a session but no privilege. */
export const authEndpoints = {
  login: endpoint({ mount: API.auth, method: 'POST', path: '/login', body: loginSchema, output: loginAnswer }),
  profile: endpoint({ mount: API.auth, method: 'GET', path: '/', output: profileRow }),
  updateProfile: endpoint({ mount: API.auth, method: 'PUT', path: '/profile', body: profileSchema, output: messageAnswer }),
  changePassword: endpoint({ mount: API.auth, method: 'POST', path: '/change-password', body: changePasswordSchema, output: changePasswordAnswer }),
  logout: endpoint({ mount: API.auth, method: 'POST', path: '/logout', output: messageAnswer }),
};
