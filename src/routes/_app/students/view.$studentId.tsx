import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { canSeeStudentAttendance, StudentAttendanceCard } from '@/features/attendance/student/components/student-attendance';
import { lazyPart } from '@/components/overlays/lazy-part';
import { can } from '@/lib/can';
import { StudentPage } from '@/features/students/components/student-page';
import { requirePrivileges } from '../../-guard';

// The Fees tab reads the server anyway; it loads on first use so the installed page stays small.
const StudentFees = lazyPart(() => import('@/features/finance/reports/components/student-fees').then((m) => m.StudentFees));

const PRIVILEGES: Privilege[] = ['view-student'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/students/view/$studentId')({
  staticData: { title: 'Student' },
  params: {
    parse: ({ studentId }) => ({ studentId: v.parse(idParam, studentId) }),
    stringify: ({ studentId }) => ({ studentId: String(studentId) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: StudentRoute,
});

function StudentRoute() {
  const { user } = Route.useRouteContext();
  const { studentId } = Route.useParams();
  const fees = can(user!, 'fee-student-transaction') ? <StudentFees user={user!} studentId={studentId} /> : undefined;
  const attendance = canSeeStudentAttendance(user!) ? <StudentAttendanceCard studentId={studentId} /> : undefined;
  return <StudentPage key={studentId} user={user!} studentId={studentId} fees={fees} attendance={attendance} />;
}
