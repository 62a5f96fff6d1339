import { SectionCardList } from '@/components/ui/section-card-list';
import type { PickedSection } from '../api/picker';

export interface SectionListProps {
  title: string;
  sections: PickedSection[];
  unsent: ReadonlySet<number>;
  hrefOf: (sectionId: number) => string;
}

/** Sections sitting the exam, each with how many of its class's papers are complete. */
export function SectionList({ title, sections, unsent, hrefOf }: SectionListProps) {
  return (
    <SectionCardList
      title={title}
      items={sections}
      keyOf={(s) => s.id}
      hrefOf={(s) => hrefOf(s.id)}
      faceOf={(s) => ({
        name: `${s.class_name} ${s.name}`,
        summary: `${s.students} student${s.students === 1 ? '' : 's'} · ${s.complete} of ${s.papers} paper${s.papers === 1 ? '' : 's'} complete`,
        done: s.papers > 0 && s.complete >= s.papers,
        doneLabel: 'Complete',
        todoLabel: 'In progress',
        unsent: unsent.has(s.id),
      })}
    />
  );
}
