import { useQuery } from '@tanstack/react-query';
import type { Section } from '@contract';
import { teacherOptionsQueryOptions } from '@/api/employees';
import { classSubjectsQueryOptions } from '@/api/subjects';
import { DialogReads } from '@/components/dialogs/dialog-reads';
import { Modal } from '@/components/dialogs/modal';
import { sectionDetailQueryOptions, useSaveSubjectTeachers, type SubjectAssignment } from '../api/sections';
import { SubjectTeachersForm } from '../forms/subject-teachers-form';

export interface SubjectTeachersDialogProps {
  section: Section | null;
  onClose: () => void;
}

/** Who teaches each subject of a section's class; saved all at once (POST /sections/subjects). */
export function SubjectTeachersDialog({ section, onClose }: SubjectTeachersDialogProps) {
  return (
    <Modal open={section !== null} onClose={onClose} title={section ? `Subject teachers · ${section.class_name} ${section.name}` : 'Subject teachers'} width="40rem">
      {section ? <DialogBody section={section} onClose={onClose} /> : null}
    </Modal>
  );
}

function DialogBody({ section, onClose }: { section: Section; onClose: () => void }) {
  const detail = useQuery(sectionDetailQueryOptions(section.id));
  const subjects = useQuery(classSubjectsQueryOptions(section.class_id));
  const teachers = useQuery(teacherOptionsQueryOptions());
  const save = useSaveSubjectTeachers(onClose);
  const submit = (assignments: SubjectAssignment[]) => save.mutate({ section_id: section.id, assignments });

  return (
    // The form starts from the section's teachers as the server holds them now, so it waits while they are read again.
    <DialogReads reads={[detail, subjects, teachers]} settling={detail.isFetching} loading="Loading…" onClose={onClose}>
      {(current, classSubjects, staff) => <SubjectTeachersForm section={current} subjects={classSubjects} teachers={staff} pending={save.isPending} onCancel={onClose} onSubmit={submit} />}
    </DialogReads>
  );
}
