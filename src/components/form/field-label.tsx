/**
 * The label above every field. A required one shows a red asterisk that assistive
 * technology skips: the input's own `required` already says so.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}
