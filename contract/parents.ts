import * as v from 'valibot';
import { emailField, idField, optionalText, passwordField, phoneField, requiredText, versioned } from './fields';
import { listQuery } from './lists';
import { activeState, optionalPhone, type ActiveState } from './people';
import type { StudentStatus } from './status';

/** Parents (guardians) and the children they are linked to (issue 4). */

export const parentInput = v.object({
  fullname: requiredText('Full name', 120, 2),
  phone: phoneField('Phone'),
  phone2: optionalPhone('Second phone'),
  email: emailField,
  address: optionalText('Address', 300),
  occupation: optionalText('Occupation', 100),
  status: v.optional(activeState, 'Active'),
  ...versioned,
});
export type ParentInput = v.InferOutput<typeof parentInput>;

/** `PUT /parents` names the parent in the body. */
export const parentUpdateInput = v.object({ ...parentInput.entries, id: idField });

/** `parents/reset`: a new portal password for one parent. */
export const parentResetInput = v.object({ id: idField, password: passwordField });
export type ParentResetInput = v.InferOutput<typeof parentResetInput>;

export const parentListQuery = listQuery(['fullname', 'phone', 'created_at', 'status'], { status: v.optional(activeState) });

export interface Parent {
  id: number;
  fullname: string;
  phone: string;
  phone2: string | null;
  email: string | null;
  address: string | null;
  occupation: string | null;
  status: ActiveState;
  /** Whether a portal password has been set; the hash itself never leaves the server. */
  has_portal_password: boolean;
  created_at: string;
  version: number;
}

/** A parent's child, as `GET /parents/:id` lists them. */
export interface ParentChild {
  id: number;
  fullname: string;
  admission_no: string;
  status: StudentStatus;
}

/** Parent rows (list, `/date`, `/:id`) also count the parent's students (additive to Parent). */
export interface ParentWithChildren extends Parent {
  children: number;
}

/** `GET /parents/:id`: the row plus the children themselves. */
export interface ParentDetail extends ParentWithChildren {
  students: ParentChild[];
}

