import type { DashSetup, SetupStep } from '@contract';
import { CardSection } from '@/components/layout/card-section';

/** Each step of a new school's set-up, what it asks for, and the page that does it (paths of nav-config). */
const STEPS: Record<SetupStep, { label: string; hint: string; path: string }> = {
  profile: { label: 'School profile', hint: 'Address, phone and email for receipts and reports.', path: '/settings/general' },
  year: { label: 'Academic year', hint: 'The year and its dates; make it active.', path: '/settings/list-academic' },
  classes: { label: 'Classes and sections', hint: 'Each class, then its sections in the active year.', path: '/settings/list-classes' },
  subjects: { label: 'Subjects and rooms', hint: 'What is taught and where.', path: '/settings/list-subject' },
  staff: { label: 'Staff', hint: 'Teachers, office staff and drivers.', path: '/employees/list' },
  pupils: { label: 'Pupils', hint: 'Admit pupils into their sections.', path: '/students/add' },
  fees: { label: 'Fees and accounts', hint: 'A monthly fee per class and the default accounts.', path: '/finance/list-account' },
};

/** The page of a set-up step. */
export const setupPath = (step: SetupStep) => STEPS[step].path;

export interface SetupChecklistProps {
  steps: DashSetup[];
  /** The paths the user can open; a step whose page they cannot open is listed without a link. */
  canOpen: (path: string) => boolean;
}

/** A new school's set-up path (issue 31): the steps in the order the work needs, each ticked when done. */
export function SetupChecklist({ steps, canOpen }: SetupChecklistProps) {
  const done = steps.filter((s) => s.done).length;
  const next = steps.find((s) => !s.done)?.step;
  return (
    <CardSection title="Set up your school" description={`${done} of ${steps.length} steps done. Each step needs the ones before it.`}>
      <ol className="mt-4 space-y-2">
        {steps.map(({ step, done: ticked }, i) => {
          const s = STEPS[step];
          const label = `${i + 1}. ${s.label}`;
          return (
            <li key={step} className={`flex items-start gap-3 rounded-md px-3 py-2 ring-1 ${step === next ? 'bg-brand-50 ring-brand-200' : 'ring-slate-100'}`}>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${ticked ? 'bg-emerald-600 text-white' : 'border border-slate-400 text-transparent'}`}
              >
                ✓
              </span>
              <span className="min-w-0 flex-1">
                {canOpen(s.path) ? (
                  <a href={`#${s.path}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {label}
                  </a>
                ) : (
                  <span className="font-medium text-slate-900">{label}</span>
                )}
                <span className="sr-only">{ticked ? ' (done)' : ' (to do)'}</span>
                <span className="block text-sm text-slate-600">{s.hint}</span>
              </span>
              {ticked ? <span className="text-xs font-semibold text-emerald-800">Done</span> : step === next ? <span className="text-xs font-semibold text-brand-800">Next</span> : null}
            </li>
          );
        })}
      </ol>
    </CardSection>
  );
}
