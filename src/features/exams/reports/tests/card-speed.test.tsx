import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportCardSheet } from '@/components/print/report-card-sheet';
import { card, cards, FIVE } from './fixtures';

afterEach(cleanup);

describe('a section of report cards', () => {
  // The print budget (3 s in Chromium) is measured by `npm run bench:exam-reports`, not here: a loaded
  // CI machine took 4.9 s in jsdom. The test's own timeout guards against a hang.
  it('draws forty cards of ten papers, each with its ten rows', () => {
    const subjects = Array.from({ length: 10 }, (_, i) => ({
      exam_subject_id: i + 1, subject_name: `Subject ${i + 1}`, max_marks: 100, pass_marks: 40, state: 'marked' as const, marks: 50 + i,
      percent: 50 + i, grade: 'C', point: 2, remark: 'Good', passed: true, grading_system_id: 1,
    }));
    const list = Array.from({ length: 40 }, (_, i) => card(1000 + i, `Student ${i + 1}`, i + 1, subjects));
    const data = cards(list);
    const heading = { school_name: data.school_name, exam: data.exam };
    const { container } = render(
      <div>
        {data.cards.map((c) => (
          <ReportCardSheet key={c.student.id} card={c} heading={heading} grading={[FIVE]} treatment={data.treatment} />
        ))}
      </div>,
    );
    expect(container.querySelectorAll('article')).toHaveLength(40);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(400);
  });
});
