import { useQuery } from '@tanstack/react-query';
import type { Subject, TeacherOption } from '@contract';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { requirementsQueryOptions, useSaveRequirements } from '../api/requirements';
import { RequirementsForm } from '../forms/requirements-form';
import { Panel } from './panel';

export interface RequirementsPanelProps {
  sectionId: number;
  /** "Grade 7 North". */
  sectionName: string;
  subjects: Subject[];
  teachers: TeacherOption[];
  placed: ReadonlyMap<number, number>;
  capacity: number;
  canEdit: boolean;
  why?: string;
}

/** The lessons a section should have each week: what the generator places and the builder counts against. */
export function RequirementsPanel({ sectionId, sectionName, subjects, teachers, placed, capacity, canEdit, why }: RequirementsPanelProps) {
  const query = useQuery(requirementsQueryOptions(sectionId));
  const save = useSaveRequirements(sectionId);
  const rows = query.data;
  const unsaved = rows?.length && rows.every((r) => r.id === 0);
  return (
    <Panel
      title="Lessons a week"
      description={unsaved ? `Not saved yet: these start from ${sectionName}'s subject teachers. Set how many lessons each has, then save.` : `What ${sectionName} is taught each week, and by whom.`}
    >
      {query.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>{`The lessons of ${sectionName} could not be read: ${errorMessage(query.error)}`}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows ? (
        <RequirementsForm
          // A saved list (new ids and versions) starts the form again from what the server holds.
          key={rows.map((r) => `${r.id}.${r.version}`).join(',')}
          requirements={rows}
          subjects={subjects}
          teachers={teachers}
          placed={placed}
          capacity={capacity}
          canEdit={canEdit}
          why={why}
          pending={save.isPending}
          onSubmit={(input) => save.mutate(input)}
        />
      ) : (
        <p role="status" className="py-4 text-center text-sm text-slate-600">{`Loading the lessons of ${sectionName}…`}</p>
      )}
    </Panel>
  );
}
