import { useQuery } from '@tanstack/react-query';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { ToolbarSelect } from '@/components/form/toolbar-fields';

/** The academic year of the balances or the report: none chosen is the active year. */
export function YearSelect({ value, onChange }: { value: number | undefined; onChange: (year: number | undefined) => void }) {
  const years = useQuery(yearOptionsQueryOptions());
  return (
    <ToolbarSelect
      label="School year"
      value={value ? String(value) : ''}
      allLabel="This year"
      width="w-36"
      options={(years.data ?? []).map((y) => ({ value: String(y.id), label: y.name }))}
      onChange={(picked) => onChange(picked ? Number(picked) : undefined)}
    />
  );
}
