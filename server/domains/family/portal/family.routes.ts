import { familyEndpoints as family } from '@contract';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { familyAuthenticate, familyChild, passwordChanged } from '../../../lib/family-access';
import { changeFamilyPassword, familyMe, signOutFamily } from './account.service';
import { familyAttendance } from './attendance.service';
import { familyCard, familyExams } from './exams.service';
import { familyFees, familyReceipt } from './fees.service';
import { familyHome, markSeen } from './home.service';
import { familyWeek } from './week.service';

/**
 * A parent's or pupil's reads (issue 33). Every route but the account's own takes the child's
 * id and checks it against the family first: another family's child is 404 before any query.
 */
export function familyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = familyAuthenticate(deps);
  const ready = [signedIn, passwordChanged] as const;

  return endpointRouter(deps, family.me.mount)
    .on(family.me, signedIn, (c) => familyMe(db, c.get('family')))
    .on(family.changePassword, signedIn, async (c, { body }) => {
      const token = await changeFamilyPassword(db, deps.jwtSecret, c.get('family'), c.get('requestId'), body.password);
      return { message: 'Your new password is saved.', token };
    })
    .on(family.logout, signedIn, async (c) => {
      await signOutFamily(db, c.get('family'), c.get('requestId'));
      return { message: 'Signed out' };
    })
    .on(family.home, ...ready, (c, { query }) => familyHome(db, c.get('family'), familyChild(c.get('family'), query.studentId)))
    .on(family.seen, ...ready, async (c, { body }) => {
      await markSeen(db, c.get('family'), familyChild(c.get('family'), body.student_id), body.at);
      return { message: 'Seen' };
    })
    .on(family.attendance, ...ready, (c, { query }) =>
      familyAttendance(db, c.get('family'), familyChild(c.get('family'), query.studentId), query.month),
    )
    .on(family.week, ...ready, (c, { query }) => familyWeek(db, c.get('family'), familyChild(c.get('family'), query.studentId)))
    .on(family.exams, ...ready, (c, { query }) => familyExams(db, c.get('family'), familyChild(c.get('family'), query.studentId)))
    .on(family.card, ...ready, (c, { query }) => familyCard(db, c.get('family'), familyChild(c.get('family'), query.studentId), query.cardId))
    .on(family.fees, ...ready, (c, { query }) => familyFees(db, c.get('family'), familyChild(c.get('family'), query.studentId)))
    .on(family.receipt, ...ready, (c, { query }) =>
      familyReceipt(db, c.get('family'), familyChild(c.get('family'), query.studentId), query.number),
    ).app;
}
