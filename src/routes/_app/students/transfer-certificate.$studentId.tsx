import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import type { Privilege } from '@contract';
import { TransferCertificatePage } from '@/features/students/components/transfer-certificate';
import { requirePrivileges } from '../../-guard';

const PRIVILEGES: Privilege[] = ['transfer-student'];
const idParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number));

export const Route = createFileRoute('/_app/students/transfer-certificate/$studentId')({
  staticData: { title: 'Transfer Certificate' },
  params: {
    parse: ({ studentId }) => ({ studentId: v.parse(idParam, studentId) }),
    stringify: ({ studentId }) => ({ studentId: String(studentId) }),
  },
  beforeLoad: requirePrivileges(PRIVILEGES),
  component: CertificateRoute,
});

function CertificateRoute() {
  const { studentId } = Route.useParams();
  return <TransferCertificatePage studentId={studentId} />;
}
