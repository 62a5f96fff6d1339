import type { Profile, SchoolClass } from '@contract';
import { NeedsFirst } from '@/components/ui/needs-first';
import { can } from '@/lib/can';

/**
 * A student is admitted into a section of a class in the active year: with no class, or no
 * class with a section this year, say so and link to the page that adds it. Nothing while the
 * classes load or once a section exists.
 */
export function NeedsSection({ user, classes }: { user: Profile; classes: SchoolClass[] | undefined }) {
  if (!classes || classes.some((c) => c.sections > 0)) return null;
  if (classes.length === 0) {
    return (
      <NeedsFirst href="#/settings/list-classes" link="Add a class first" allowed={can(user, 'list-class')}>
        There are no classes yet. Students are admitted into a class and one of its sections.
      </NeedsFirst>
    );
  }
  return (
    <NeedsFirst href="#/settings/list-sections" link="Add a section first" allowed={can(user, 'list-section')}>
      No class has a section this year yet. Students are admitted into a section.
    </NeedsFirst>
  );
}

/** Whether the classes are known and none has a section this year. */
export const lacksSections = (classes: SchoolClass[] | undefined) => !!classes && !classes.some((c) => c.sections > 0);
