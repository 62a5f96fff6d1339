import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { ADMIN_ROLE_ID, type Period, type Profile, type Room, type TeacherOption } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { classSubjectsQueryOptions } from '@/api/subjects';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { errorMessage, HttpError } from '@/lib/http-error';
import { Panel } from '@/components/layout/panel';
import { requirementsQueryOptions } from '../../setup/api/requirements';
import { everyUnavailabilityQueryOptions } from '../../setup/api/unavailability';
import { lessonPeriods } from '../../setup/lib/periods';
import { entriesQueryOptions } from '../api/entries';
import { namesFrom } from '../lib/names';
import type { BuilderSearch } from '../lib/search';
import { builderWeek } from '../lib/week';
import { CopyWeekForm, CopyYearForm } from './copy-dialog';
import { SectionChoice } from './section-choice';
import { SectionWeek, type Permissions } from './section-week';

export interface WeekTabProps {
  user: Profile;
  search: BuilderSearch;
  onSearch: (next: BuilderSearch) => void;
  periods: Period[];
  teachers: TeacherOption[];
  rooms: Room[];
  permissions: Permissions;
}

const note = 'rounded-xl bg-white px-4 py-10 text-center text-sm text-slate-700 shadow-sm ring-1 ring-slate-200';

/** The Week tab: choose a section, then build its week. The first class and section show until others are chosen. */
export function WeekTab({ user, search, onSearch, periods, teachers, rooms, permissions }: WeekTabProps) {
  const classes = useQuery(classOptionsQueryOptions());
  const classId = search.class_id ?? classes.data?.[0]?.id;
  const sections = useQuery(classSectionsQueryOptions(classId));
  const section = sections.data?.find((s) => s.id === search.section_id) ?? sections.data?.[0];
  const entries = useQuery(entriesQueryOptions());
  const unavailable = useQuery(everyUnavailabilityQueryOptions());
  const subjects = useQuery({ ...classSubjectsQueryOptions(classId ?? 0), enabled: classId !== undefined });
  const requirements = useQuery({ ...requirementsQueryOptions(section?.id ?? 0), enabled: section !== undefined });
  const [copying, setCopying] = useState<'week' | 'year' | null>(null);
  const closeCopy = useCallback(() => setCopying(null), []);
  const years = useQuery({ ...yearOptionsQueryOptions(), enabled: copying === 'year' });

  const open = (next: Partial<BuilderSearch>) => onSearch({ ...search, ...next });
  const lessonsHere = section ? (entries.data ?? []).filter((e) => e.section_id === section.id).length : 0;

  let body: ReactNode;
  if (!lessonPeriods(periods).length) {
    body = (
      <Panel title="There is no bell schedule yet" description="A week is laid out on the school's lesson periods. Add them first, with the breaks between them.">
        <Button onClick={() => onSearch({ ...search, tab: 'bells' })}>Set up the bell schedule</Button>
      </Panel>
    );
  } else if (classes.isError || sections.isError) {
    const error = classes.error ?? sections.error;
    body = (
      <p role="alert" className={note}>
        {error instanceof HttpError && error.status === 403 ? 'Choosing a section needs the class and section lists, which your role cannot read.' : `The sections could not be read: ${errorMessage(error)}`}
      </p>
    );
  } else if (classes.data?.length === 0) {
    body = <p className={note}>{user.role_id === ADMIN_ROLE_ID ? 'The school has no classes yet.' : 'No classes are assigned to you. An Admin assigns them to your user.'}</p>;
  } else if (sections.data?.length === 0) {
    body = <p className={note}>This class has no sections in the active year.</p>;
  } else if (entries.isError) {
    body = (
      <div role="alert" className={`${note} space-y-3`}>
        <p>{`The week could not be read: ${errorMessage(entries.error)}`}</p>
        <Button variant="secondary" onClick={() => void entries.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!section || !entries.data || (unavailable.isPending && !unavailable.isError)) {
    body = (
      <p role="status" className={note}>
        Loading the week…
      </p>
    );
  } else {
    const names = namesFrom({ teachers, rooms, subjects: subjects.data, requirements: requirements.data, entries: entries.data });
    const week = builderWeek(section, periods, entries.data, unavailable.data ?? [], names);
    body = (
      <div className="space-y-3">
        {unavailable.isError ? (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {`Teachers' and rooms' unavailable times could not be read (${errorMessage(unavailable.error)}), so they are not marked here. The server still refuses a lesson placed in one.`}
          </p>
        ) : null}
        <SectionWeek
          key={section.id}
          week={week}
          requirements={requirements.data ?? []}
          subjects={subjects.data ?? []}
          teachers={teachers}
          rooms={rooms}
          permissions={permissions}
          generationId={search.generation}
          onGeneration={(generation) => open({ generation })}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <SectionChoice
        classes={classes.data}
        classId={classId}
        onClass={(next) => open({ class_id: next, section_id: undefined })}
        sections={sections.data}
        sectionId={section?.id}
        onSection={(next) => open({ class_id: classId, section_id: next })}
        actions={
          <>
            <Button variant="secondary" disabled={!permissions.canUpdate || !section || !lessonsHere} title={permissions.whyNotUpdate ?? (lessonsHere ? undefined : 'This week has no lessons to copy yet.')} onClick={() => setCopying('week')}>
              Copy this week…
            </Button>
            <Button variant="secondary" disabled={!permissions.canUpdate} title={permissions.whyNotUpdate} onClick={() => setCopying('year')}>
              Copy a year…
            </Button>
          </>
        }
      />
      {body}
      <Modal open={copying !== null} onClose={closeCopy} title={copying === 'year' ? "Copy a year's timetable" : `Copy the week of ${section ? `${section.class_name} ${section.name}` : 'this section'}`} width="40rem">
        {copying === 'week' && section ? (
          <CopyWeekForm
            source={{ section_id: section.id, section_name: `${section.class_name} ${section.name}`, class_id: section.class_id, lessons: lessonsHere }}
            classes={classes.data ?? []}
            periods={periods}
            onCancel={closeCopy}
            onOpen={(class_id, section_id) => {
              closeCopy();
              open({ class_id, section_id });
            }}
          />
        ) : copying === 'year' ? (
          years.data ? (
            <CopyYearForm years={years.data} periods={periods} onCancel={closeCopy} />
          ) : (
            <p role={years.isError ? 'alert' : 'status'} className="text-sm text-slate-700">
              {years.isError ? `The academic years could not be read: ${errorMessage(years.error)}` : 'Loading the academic years…'}
            </p>
          )
        ) : null}
      </Modal>
    </div>
  );
}
