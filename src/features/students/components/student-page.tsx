import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formatMoney, type Profile, type RosterStudent, type Student } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { lazyPart } from '@/components/overlays/lazy-part';
import { QueryProblem, SavedMarker } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { can, lacks } from '@/lib/can';
import { formatDateTime } from '@/lib/format-date';
import { toSearchParams } from '@/lib/http';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import {
  savedRosterStudent, studentPerformanceQueryOptions, studentQueryOptions, useSetStudentPassword, useSetStudentStatus, useTransferStudent, useUpdateStudent,
} from '../api/students';
import { day, DetailItem } from './detail-item';
import { StudentPhoto } from './student-photo';

// The page is installed for offline use; its change forms work only online, so they load on first use.
const StudentForm = lazyPart(() => import('../forms/student-form').then((m) => m.StudentForm));
const StudentStatusForm = lazyPart(() => import('../forms/status-form').then((m) => m.StudentStatusForm));
const TransferForm = lazyPart(() => import('../forms/transfer-form').then((m) => m.TransferForm));
const StudentPasswordForm = lazyPart(() => import('../forms/password-form').then((m) => m.StudentPasswordForm));

type Dialog = 'edit' | 'status' | 'transfer' | 'password' | null;

/** The pupil's own portal sign-in (admission number and password), in the office's words. */
function portalState(portal: Student['portal']): string {
  if (!portal.has_password) return 'Not set';
  if (!portal.enabled) return "Set · the family's portal is turned off";
  return portal.must_change ? 'Set · a new one is asked for at the next sign-in' : 'Set';
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export interface StudentPageProps {
  user: Profile;
  studentId: number;
  /** The Fees tab's content (the student's statement, from finance), for those who may read it. */
  fees?: ReactNode;
  /** The Attendance tab's content (this year's summary, from attendance), for those who may read it. */
  attendance?: ReactNode;
}

/** Students › one student: the record, enrolments and performance notes; offline, the saved roster's card. */
export function StudentPage({ user, studentId, fees, attendance }: StudentPageProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery({ ...studentQueryOptions(studentId), enabled: online });
  const networkFailure = !online || (query.error instanceof HttpError && query.error.isNetwork);

  if (query.data && online) return <StudentDetails user={user} student={query.data} fees={fees} attendance={attendance} />;
  if (networkFailure) {
    const saved = savedRosterStudent(queryClient, studentId);
    if (saved) return <OfflineStudentCard student={saved.student} savedAt={saved.savedAt} />;
    return (
      <QueryProblem
        title="This needs a connection"
        message="This student’s page needs the server, and the student is not on a roster saved on this device."
        action={<a href="#/students/list" className={buttonClass('secondary')}>Back to students</a>}
      />
    );
  }
  if (query.isError) {
    return (
      <QueryProblem
        title={query.error instanceof HttpError && query.error.status === 404 ? 'No such student' : 'The student could not load'}
        message={errorMessage(query.error)}
        action={<a href="#/students/list" className={buttonClass('secondary')}>Back to students</a>}
      />
    );
  }
  return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;
}

/** Offline: what the saved roster knows, and no more (no contacts are ever saved). */
export function OfflineStudentCard({ student, savedAt }: { student: RosterStudent; savedAt: number }) {
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <section aria-label="Student" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center gap-4">
          <StudentPhoto name={student.fullname} photo={student.photo} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-semibold text-slate-900">{student.fullname}</h2>
            <p className="text-sm text-slate-700">Admission no {student.admission_no}</p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StatusBadge status={student.status} />
              <SavedMarker updatedAt={savedAt} />
            </div>
          </div>
        </div>
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          <DetailItem label="Class">{student.class_name}</DetailItem>
          <DetailItem label="Section">{student.section_name}</DetailItem>
          <DetailItem label="Gender">{student.gender}</DetailItem>
        </dl>
      </section>
      <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
        You are offline. This card comes from the saved roster; the full record, parent details and changes need a connection.
      </p>
      <a href={`#/students/list?${toSearchParams({ class_id: student.class_id, section_id: student.section_id }).toString()}`} className={buttonClass('secondary')}>
        Back to the roster
      </a>
    </div>
  );
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

function StudentDetails({ user, student: s, fees, attendance }: { user: Profile; student: Student; fees?: ReactNode; attendance?: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const canUpdate = can(user, 'update-student');
  const canTransfer = can(user, 'transfer-student');
  const canPassword = can(user, 'student-password');
  const canNotes = can(user, 'list-perfomance-student');
  const update = useUpdateStudent(s.id, close);
  const status = useSetStudentStatus(s.id, close);
  const transfer = useTransferStudent(s.id, close);
  const password = useSetStudentPassword(s.id, close);
  const movable = s.status === 'Active' || s.status === 'Inactive';
  const enrolments = [...s.enrolments].sort((a, b) => b.enrolled_on.localeCompare(a.enrolled_on));

  return (
    <div className="space-y-5">
      <section aria-label="Student" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start gap-4">
          <StudentPhoto name={s.fullname} photo={s.photo} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-semibold text-slate-900">{s.fullname}</h2>
            <p className="text-sm text-slate-700">
              Admission no <span className="tabular-nums">{s.admission_no}</span>
              {s.class_name ? ` · ${s.class_name}${s.section_name ? ` ${s.section_name}` : ''}` : ''}
            </p>
            <div className="mt-2">
              <StatusBadge status={s.status} />
            </div>
          </div>
          <div className="flex w-full flex-wrap gap-2 print:hidden desk:w-auto desk:max-w-md desk:justify-end">
            <Button variant="secondary" disabled={!canUpdate} title={lacks(canUpdate, 'update-student')} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            {movable ? (
              <Button variant="secondary" disabled={!canUpdate} title={lacks(canUpdate, 'update-student')} onClick={() => setDialog('status')}>
                {s.status === 'Active' ? 'Deactivate' : 'Reactivate'}
              </Button>
            ) : null}
            {movable ? (
              <Button variant="secondary" disabled={!canTransfer} title={lacks(canTransfer, 'transfer-student')} onClick={() => setDialog('transfer')}>
                Transfer
              </Button>
            ) : null}
            {s.status === 'Transferred' ? (
              canTransfer ? (
                <a href={`#/students/transfer-certificate/${s.id}`} className={buttonClass('secondary')}>
                  Transfer Certificate
                </a>
              ) : (
                <Button variant="secondary" disabled title={lacks(false, 'transfer-student')}>
                  Transfer Certificate
                </Button>
              )
            ) : null}
            <Button variant="secondary" disabled={!canPassword} title={lacks(canPassword, 'student-password')} onClick={() => setDialog('password')}>
              Set portal password
            </Button>
          </div>
        </div>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <DetailItem label="Class">{s.class_name}</DetailItem>
          <DetailItem label="Section">{s.section_name}</DetailItem>
          <DetailItem label="House">{s.house}</DetailItem>
          <DetailItem label="Gender">{s.gender}</DetailItem>
          <DetailItem label="Date of birth">{day(s.date_of_birth)}</DetailItem>
          <DetailItem label="Admission date">{day(s.admission_date)}</DetailItem>
          <DetailItem label="Monthly fee discount">{formatMoney(s.fee_discount, user.currency)}</DetailItem>
          <DetailItem label="Portal password">{portalState(s.portal)}</DetailItem>
          <DetailItem label="Portal last signed in">{s.portal.last_sign_in_at ? formatDateTime(s.portal.last_sign_in_at, user.time_zone) : 'Never'}</DetailItem>
          <DetailItem label="Parent">{s.parent_name}</DetailItem>
          <DetailItem label="Parent phone">{s.parent_phone ? <a className="underline-offset-2 hover:underline" href={`tel:${s.parent_phone}`}>{s.parent_phone}</a> : null}</DetailItem>
          <DetailItem label="Parent email">{s.parent_email}</DetailItem>
          <DetailItem label="Address">{s.address}</DetailItem>
        </dl>
        {s.status === 'Transferred' && s.transfer_date ? (
          <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
            Left on {day(s.transfer_date)}
            {s.transfer_school ? ` for ${s.transfer_school}` : ''}
            {s.transfer_reason ? ` · ${s.transfer_reason}` : ''}
          </p>
        ) : null}
      </section>

      <TabGroup>
        <TabList aria-label="About the student" className="mb-3 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 print:hidden">
          <Tab className={tabClass}>Enrolment history</Tab>
          <Tab className={tabClass}>Performance notes</Tab>
          {attendance ? <Tab className={tabClass}>Attendance</Tab> : null}
          {fees ? <Tab className={tabClass}>Fees</Tab> : null}
        </TabList>
        <TabPanels>
          <TabPanel>
            <Card title="Enrolment history">
              {enrolments.length === 0 ? (
                <p className="text-sm text-slate-700">No enrolments recorded.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Enrolment history, latest first</caption>
                    <thead>
                      <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                        {['Year', 'Class', 'Section', 'Outcome', 'From', 'To'].map((h) => (
                          <th key={h} scope="col" className="px-3 py-2 font-semibold">
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {enrolments.map((e) => (
                        <tr key={e.id} className="border-b border-slate-100 last:border-0">
                          <td className="px-3 py-2">{e.academic_year_name}</td>
                          <td className="px-3 py-2">{e.class_name}</td>
                          <td className="px-3 py-2">{e.section_name}</td>
                          <td className="px-3 py-2 capitalize">{e.outcome ?? <span className="normal-case text-slate-700">current</span>}</td>
                          <td className="px-3 py-2 tabular-nums">{day(e.enrolled_on)}</td>
                          <td className="px-3 py-2 tabular-nums">{day(e.ended_on) || '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          </TabPanel>
          <TabPanel>
            <Card title="Performance notes">
              {canNotes ? <PerformanceNotes studentId={s.id} /> : <p className="text-sm text-slate-700">{lacks(false, 'list-perfomance-student')} to see performance notes.</p>}
            </Card>
          </TabPanel>
          {attendance ? <TabPanel>{attendance}</TabPanel> : null}
          {fees ? <TabPanel>{fees}</TabPanel> : null}
        </TabPanels>
      </TabGroup>

      <Modal open={dialog === 'edit'} onClose={close} title="Edit student" width="60rem">
        {dialog === 'edit' ? (
          <StudentForm mode="edit" initial={s} currency={user.currency} pending={update.isPending} error={update.error ? errorMessage(update.error) : undefined} onCancel={close} onSubmit={(input) => update.mutate(input)} />
        ) : null}
      </Modal>
      <Modal open={dialog === 'status'} onClose={close} title={s.status === 'Active' ? 'Deactivate student' : 'Reactivate student'} width="30rem">
        {dialog === 'status' ? <StudentStatusForm student={s} pending={status.isPending} onCancel={close} onSubmit={(input) => status.mutate(input)} /> : null}
      </Modal>
      <Modal open={dialog === 'transfer'} onClose={close} title={`Transfer ${s.fullname}`} width="36rem">
        {dialog === 'transfer' ? <TransferForm student={s} pending={transfer.isPending} onCancel={close} onSubmit={(input) => transfer.mutate(input)} /> : null}
      </Modal>
      <Modal open={dialog === 'password'} onClose={close} title="Set portal password" width="28rem">
        {dialog === 'password' ? <StudentPasswordForm hasPassword={s.has_portal_password} pending={password.isPending} onCancel={close} onSubmit={(pw) => password.mutate(pw)} /> : null}
      </Modal>
    </div>
  );
}

const CATEGORY_LABEL: Record<string, string> = { academic: 'Academic', behaviour: 'Behaviour', attendance: 'Attendance', sport: 'Sport', other: 'Other' };

function PerformanceNotes({ studentId }: { studentId: number }) {
  const notes = useQuery(studentPerformanceQueryOptions(studentId, true));
  if (notes.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (notes.isError) return <p role="alert" className="text-sm text-red-700">{errorMessage(notes.error)}</p>;
  const rows = [...notes.data.data].sort((a, b) => b.date.localeCompare(a.date) || b.created_at.localeCompare(a.created_at));
  if (rows.length === 0) return <p className="text-sm text-slate-700">No performance notes yet.</p>;
  return (
    <ol className="space-y-2">
      {rows.map((n) => (
        <li key={n.id} className="rounded-lg border border-slate-200 px-3 py-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium text-slate-900">{CATEGORY_LABEL[n.category] ?? n.category}</span>
            <span className="text-slate-700">
              <span className="sr-only">Rating </span>
              <span aria-hidden="true">{'★'.repeat(n.rating)}{'☆'.repeat(Math.max(0, 5 - n.rating))}</span>
              <span className="sr-only">{n.rating} of 5</span>
            </span>
            <span className="tabular-nums text-slate-700">{day(n.date)}</span>
            {n.author_name ? <span className="text-slate-700">by {n.author_name}</span> : null}
          </div>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{n.remark}</p>
        </li>
      ))}
    </ol>
  );
}
