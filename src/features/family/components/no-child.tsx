import { Card } from './page-states';

/** A parent whose children have all left (or were never linked): nothing to show, and who to ask. */
export function NoChild() {
  return (
    <Card title="No child to show">
      <p className="text-sm text-slate-700">No pupil at the school is linked to this account now. If that is wrong, please ask the school office.</p>
    </Card>
  );
}
