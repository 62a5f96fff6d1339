import { useQuery } from '@tanstack/react-query';
import type { Section } from '@contract';
import { teacherOptionsQueryOptions } from '@/api/employees';
import { classSubjectsQueryOptions } from '@/api/subjects';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { sectionDetailQueryOptions, useSaveSubjectTeachers } from '../api/sections';
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
  const failed = detail.error ?? subjects.error ?? teachers.error;

  if (failed) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(failed)}
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  if (!detail.data || !subjects.data || !teachers.data || detail.isFetching) {
    return <p className="py-6 text-center text-sm text-slate-600">Loading…</p>;
  }
  return (
    <SubjectTeachersForm
      section={detail.data}
      subjects={subjects.data}
      teachers={teachers.data}
      pending={save.isPending}
      onCancel={onClose}
      onSubmit={(assignments) => save.mutate({ section_id: section.id, assignments })}
    />
  );
}
