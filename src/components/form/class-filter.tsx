import { ToolbarSelect } from './toolbar-fields';

export interface ClassFilterProps {
  /** The school's classes; undefined while they load. */
  classes: readonly { id: number; name: string }[] | undefined;
  /** The chosen class id as text; "" for all classes. */
  value: string;
  width?: string;
  onChange: (value: string) => void;
}

/** A list's "Class" toolbar filter, "All classes" first. */
export function ClassFilter({ classes, value, width, onChange }: ClassFilterProps) {
  return (
    <ToolbarSelect
      label="Class"
      value={value}
      allLabel="All classes"
      width={width}
      options={(classes ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      onChange={onChange}
    />
  );
}
