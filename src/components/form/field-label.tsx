/**
 * The label above every field. A required one shows a red asterisk beside the label, not
 * inside it, so the field's name stays the plain label; the input's own `required` tells
 * assistive technology.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="mb-1 flex gap-1 text-sm font-medium text-slate-800">
      <label htmlFor={htmlFor}>{label}</label>
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : null}
    </div>
  );
}
