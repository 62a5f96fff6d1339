import { useQuery } from '@tanstack/react-query';
import type { Generation, GenerationInput, UnplacedLesson } from '@contract';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { Panel } from '@/components/layout/panel';
import { generationQueryOptions, isWorking, useAcceptGeneration, useDiscardGeneration, useStartGeneration } from '../api/generations';

export interface GenerateScope {
  section_id: number;
  /** "Grade 7 North". */
  section_name: string;
  class_id: number;
  class_name: string;
}

export interface GeneratePanelProps {
  scope: GenerateScope;
  /** The run being looked at (kept in the address). */
  generationId: number | undefined;
  onGeneration: (id: number | undefined) => void;
  /** The proposal is drawn in the grid instead of the week. */
  previewing: boolean;
  onPreview: (on: boolean) => void;
  /** `update-timetable`. */
  canGenerate: boolean;
  why?: string;
}

/** What a run covers, in words. */
function scopeName(scope: GenerationInput, here: GenerateScope): string {
  if (scope.scope === 'school') return 'the whole school';
  if (scope.scope === 'class') return scope.class_id === here.class_id ? `every section of ${here.class_name}` : 'one class';
  return scope.section_id === here.section_id ? here.section_name : 'one section';
}

/** Whether a run's proposal covers the section on screen, so it can be drawn in its grid. */
export const coversSection = (scope: GenerationInput, here: GenerateScope) =>
  scope.scope === 'school' || (scope.scope === 'class' && scope.class_id === here.class_id) || (scope.scope === 'section' && scope.section_id === here.section_id);

const lessonsText = (n: number) => `${n} ${n === 1 ? 'lesson' : 'lessons'}`;

/**
 * The generator: a clash-free week from the lesson requirements, the bell schedule and everyone's
 * availability, for this section, its class or the whole school. It works on the server while
 * this panel shows how far it is; its proposal changes nothing until it is accepted, and says
 * what it could not place and why.
 */
export function GeneratePanel({ scope, generationId, onGeneration, previewing, onPreview, canGenerate, why }: GeneratePanelProps) {
  const start = useStartGeneration(onGeneration);
  const run = useQuery({ ...generationQueryOptions(generationId ?? 0), enabled: generationId !== undefined });
  const generation = generationId === undefined ? undefined : run.data;
  const busy = isWorking(generation?.status) || start.isPending;
  const ask = (input: GenerationInput) => start.mutate(input);

  return (
    <Panel title="Generate" description="Fills the week from the lessons each section needs. Locked lessons stay where they are; nothing changes until you accept.">
      <div className="grid gap-2">
        <Button variant="secondary" disabled={!canGenerate || busy} title={why} onClick={() => ask({ scope: 'section', section_id: scope.section_id })}>
          Generate this section
        </Button>
        <Button variant="secondary" disabled={!canGenerate || busy} title={why} onClick={() => ask({ scope: 'class', class_id: scope.class_id })}>
          {`Generate all of ${scope.class_name}`}
        </Button>
        <Button variant="secondary" disabled={!canGenerate || busy} title={why} onClick={() => ask({ scope: 'school' })}>
          Generate the whole school
        </Button>
      </div>
      {generationId === undefined ? null : run.isError ? (
        <div role="alert" className="mt-4 space-y-2 text-sm text-red-800">
          <p>{`The generator's run could not be read: ${errorMessage(run.error)}`}</p>
          <Button variant="ghost" className="px-2 py-1" onClick={() => onGeneration(undefined)}>
            Dismiss
          </Button>
        </div>
      ) : generation ? (
        <RunState generation={generation} here={scope} previewing={previewing} onPreview={onPreview} canGenerate={canGenerate} onClose={() => onGeneration(undefined)} />
      ) : (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Asking the generator…
        </p>
      )}
    </Panel>
  );
}

interface RunStateProps {
  generation: Generation;
  here: GenerateScope;
  previewing: boolean;
  onPreview: (on: boolean) => void;
  canGenerate: boolean;
  onClose: () => void;
}

function RunState({ generation, here, previewing, onPreview, canGenerate, onClose }: RunStateProps) {
  const accept = useAcceptGeneration();
  const discard = useDiscardGeneration();
  const what = scopeName(generation.scope, here);
  const box = 'mt-4 space-y-3 rounded-lg p-3 text-sm ring-1';

  if (isWorking(generation.status)) {
    const progress = generation.status === 'queued' ? 0 : Math.max(0, Math.min(100, Math.round(generation.progress)));
    return (
      <div className={`${box} bg-slate-50 ring-slate-200`}>
        <p className="font-medium text-slate-900" role="status">
          {generation.status === 'queued' ? `Waiting to start: ${what}…` : `Working on ${what}: ${progress}%`}
        </p>
        <div role="progressbar" aria-label={`Generating ${what}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
        </div>
      </div>
    );
  }
  if (generation.status === 'failed') {
    return (
      <div role="alert" className={`${box} bg-red-50 text-red-900 ring-red-200`}>
        <p className="font-semibold">{`The generator could not finish ${what}.`}</p>
        {generation.error ? <p>{generation.error}</p> : null}
        <Button variant="secondary" className="px-3 py-1" onClick={onClose}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (generation.status !== 'done' || !generation.result) {
    return (
      <div className={`${box} bg-slate-50 ring-slate-200`}>
        <p role="status">{generation.status === 'accepted' ? `The proposal for ${what} was accepted: it is the week now.` : `The proposal for ${what} was discarded.`}</p>
        <Button variant="secondary" className="px-3 py-1" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  const { lessons, unplaced, seconds } = generation.result;
  const missing = unplaced.reduce((sum, u) => sum + u.missing, 0);
  const covers = coversSection(generation.scope, here);
  return (
    <div className={`${box} bg-violet-50/60 ring-violet-200`}>
      <p className="font-semibold text-slate-900" role="status">
        {`A proposal for ${what}: ${lessonsText(lessons.length)}, found in ${seconds.toFixed(1)} s.`}
      </p>
      {missing ? (
        <div>
          <p className="font-medium text-amber-900">{`${lessonsText(missing)} could not be placed:`}</p>
          <UnplacedList rows={unplaced} />
        </div>
      ) : (
        <p className="text-emerald-900">Every lesson asked for is placed, with no clash.</p>
      )}
      {covers ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={previewing} onChange={(e) => onPreview(e.target.checked)} className="size-4 rounded border-slate-400 text-brand-700" />
          {`Show it in ${here.section_name}'s grid`}
        </label>
      ) : null}
      <p className="text-xs text-slate-700">{`Accepting replaces the unlocked lessons of ${what} with this proposal. Locked lessons stay.`}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={!canGenerate || discard.isPending || accept.isPending} onClick={() => discard.mutate(generation.id)}>
          Discard
        </Button>
        <Button disabled={!canGenerate || accept.isPending || discard.isPending} onClick={() => accept.mutate(generation.id)}>
          Accept
        </Button>
      </div>
    </div>
  );
}

/** One line a lesson: the subject and section once, then why (the reason names neither on its own). */
function UnplacedList({ rows }: { rows: UnplacedLesson[] }) {
  return (
    <ul aria-label="Lessons not placed" className="mt-1 space-y-1.5">
      {rows.map((u) => (
        <li key={`${u.section_id}.${u.subject_id}`} className="rounded-md bg-white px-2 py-1.5 text-slate-700 ring-1 ring-amber-200">
          <span className="font-medium text-slate-900">{`${u.subject_name} for ${u.section_name}: ${lessonsText(u.missing)} missing.`}</span> {u.reason}
        </li>
      ))}
    </ul>
  );
}
