import { sql } from 'drizzle-orm';
import type { FamilyChild } from '@contract';
import { queryRows, type DbOrTx } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';

/**
 * The family's children with this year's class and section (null when not enrolled this
 * year), in the order the viewer's child ids hold them.
 */
export async function familyChildren(db: DbOrTx, viewer: FamilyViewer, only?: number): Promise<FamilyChild[]> {
  const ids = only === undefined ? viewer.childIds : [only];
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string | number;
    first_name: string;
    fullname: string;
    admission_no: string;
    class_name: string | null;
    section_id: string | number | null;
    section_name: string | null;
  }>(
    db,
    sql`select st.id, st.first_name, concat_ws(' ', st.first_name, st.middle_name, st.last_name) as fullname, st.admission_no,
        c.name as class_name, e.section_id, se.name as section_name
      from students st
      left join academic_years y on y.school_id = st.school_id and y.active
      left join lateral (select section_id, class_id from enrolments e
        where e.school_id = st.school_id and e.student_id = st.id and e.academic_year_id = y.id
        order by (e.outcome is null) desc, e.id desc limit 1) e on true
      left join classes c on c.id = e.class_id
      left join sections se on se.id = e.section_id
      where st.school_id = ${viewer.schoolId} and st.id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{ id, first_name: r.first_name, fullname: r.fullname, admission_no: r.admission_no, class_name: r.class_name, section_id: r.section_id === null ? null : Number(r.section_id), section_name: r.section_name }];
  });
}
