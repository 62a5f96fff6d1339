import { buttonClass } from '@/components/ui/button';

/** The way to set up exams, under a report's "nothing to show yet". */
export function GoToExams() {
  return (
    <span className="mt-3 block">
      <a href="#/exams/list" className={buttonClass('secondary')}>
        Go to exams
      </a>
    </span>
  );
}
