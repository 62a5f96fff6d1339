import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { canSeeStudentAttendance, StudentAttendanceCard } from '@/features/attendance/student/components/student-attendance';
import { canSeeStudentFees, StudentFees } from '@/features/finance/reports/components/student-fees';
import { StudentPage } from '@/features/students/components/student-page';
import { requirePrivileges } from '../../-guard';

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
  const fees = canSeeStudentFees(user!) ? <StudentFees user={user!} studentId={studentId} /> : undefined;
  const attendance = canSeeStudentAttendance(user!) ? <StudentAttendanceCard studentId={studentId} /> : undefined;
  return <StudentPage key={studentId} user={user!} studentId={studentId} fees={fees} attendance={attendance} />;
}
