import * as v from 'valibot';
import { createdAnswer, messageAnswer, pageOf, wireDate } from './answers';
import { endpoint } from './endpoint';
import { emailField, idField, idParams, optionalText, passwordField, phoneField, requiredText, versioned } from './fields';
import { dateRangeQuery, listQuery } from './lists';
import { portalStatusRow } from './family';
import { API } from './paths';
import { activeState, optionalPhone } from './people';
import { STUDENT_STATUSES } from './status';

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

export const parentRow = v.object({
  id: v.number(),
  fullname: v.string(),
  phone: v.string(),
  phone2: v.nullable(v.string()),
  email: v.nullable(v.string()),
  address: v.nullable(v.string()),
  occupation: v.nullable(v.string()),
  status: activeState,
  /** Whether a portal password has been set; the hash itself never leaves the server. */
  has_portal_password: v.boolean(),
  created_at: wireDate,
  version: v.number(),
});
export type Parent = v.InferOutput<typeof parentRow>;

/** A parent's child, as `GET /parents/:id` lists them. */
export const parentChildRow = v.object({
  id: v.number(),
  fullname: v.string(),
  admission_no: v.string(),
  status: v.picklist(STUDENT_STATUSES),
});
export type ParentChild = v.InferOutput<typeof parentChildRow>;

/** Parent rows (list, `/date`, `/:id`) also count the parent's students (additive to Parent). */
export const parentWithChildrenRow = v.object({
  ...parentRow.entries,
  children: v.number(),
  /** When the parent last signed in to the family portal (ISO timestamp); null: never (issue 33). */
  portal_last_sign_in_at: v.nullable(v.string()),
});
export type ParentWithChildren = v.InferOutput<typeof parentWithChildrenRow>;

/** `GET /parents/:id`: the row plus the children themselves, and the parent's family portal (issue 33). */
export const parentDetailRow = v.object({ ...parentWithChildrenRow.entries, students: v.array(parentChildRow), portal: portalStatusRow });
export type ParentDetail = v.InferOutput<typeof parentDetailRow>;

const parentPassword = { body: parentResetInput, output: messageAnswer } as const;

export const parentEndpoints = {
  list: endpoint({ mount: API.parents, method: 'GET', path: '/', query: parentListQuery, output: pageOf(parentWithChildrenRow), paged: true }),
  createdBetween: endpoint({ mount: API.parents, method: 'GET', path: '/date', query: dateRangeQuery, output: v.array(parentWithChildrenRow) }),
  /** `parents/reset` is both POST and PUT in the spec. */
  resetPassword: endpoint({ mount: API.parents, method: 'POST', path: '/reset', ...parentPassword }),
  resetPasswordPut: endpoint({ mount: API.parents, method: 'PUT', path: '/reset', ...parentPassword }),
  get: endpoint({ mount: API.parents, method: 'GET', path: '/:id', params: idParams, output: parentDetailRow }),
  create: endpoint({ mount: API.parents, method: 'POST', path: '/', body: parentInput, output: createdAnswer, status: 201 }),
  /** The spec lists `PUT parents`: the id may come in the body as well as in the path. */
  updateByBody: endpoint({ mount: API.parents, method: 'PUT', path: '/', body: parentUpdateInput, output: messageAnswer }),
  update: endpoint({ mount: API.parents, method: 'PUT', path: '/:id', params: idParams, body: parentInput, output: messageAnswer }),
};
