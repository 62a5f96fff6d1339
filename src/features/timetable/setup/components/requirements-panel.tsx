import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { requirementsQueryOptions, useSaveRequirements } from '../api/requirements';
import { RequirementsForm, type RequirementsFormProps } from '../forms/requirements-form';
import { Panel } from '@/components/layout/panel';

/** The subjects and teachers to choose from, what the week holds now, and whether the user may edit: handed to the form as they are. */
type Forwarded = Omit<RequirementsFormProps, 'requirements' | 'pending' | 'onSubmit'>;

export interface RequirementsPanelProps extends Forwarded {
  sectionId: number;
  /** "Grade 7 North". */
  sectionName: string;
}

/** The lessons a section should have each week: what the generator places and the builder counts against. */
export function RequirementsPanel({ sectionId, sectionName, ...forwarded }: RequirementsPanelProps) {
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
          {...forwarded}
          pending={save.isPending}
          onSubmit={(input) => save.mutate(input)}
        />
      ) : (
        <p role="status" className="py-4 text-center text-sm text-slate-600">{`Loading the lessons of ${sectionName}…`}</p>
      )}
    </Panel>
  );
}
