import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { BusProration, FeeCategory, Profile, Zone } from '@contract';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { busFeeCategoriesQueryOptions, busZonesQueryOptions, useSaveFeeCategory, useSaveZone } from '../api/zones';
import { CategoryForm } from '../forms/category-form';
import { ZoneForm } from '../forms/zone-form';
import { SectionHeader } from '@/components/ui/section-header';
import { ListBody } from './list-states';
import { ProrationNote } from './proration-note';
import { CategoriesTable, ZonesTable } from './zone-tables';

export interface FeeCategoriesPageProps {
  user: Profile;
  /** The school's part-month setting, when the user may read the school profile. */
  proration: BusProration | undefined;
}

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desk:p-6';

/** Bus › Bus Fee: the zones and their monthly fees, and the fee categories riders are assigned under. */
export function FeeCategoriesPage({ user, proration }: FeeCategoriesPageProps) {
  const online = useOnline();
  const headingId = useId();
  const zones = useQuery(busZonesQueryOptions());
  const categories = useQuery(busFeeCategoriesQueryOptions());
  const canEdit = can(user, 'fee-categories');
  const zoneEditor = useEditor<Zone>(zones.data);
  const categoryEditor = useEditor<FeeCategory>(categories.data);
  const saveZone = useSaveZone(zoneEditor.close);
  const saveCategory = useSaveFeeCategory(categoryEditor.close);
  const noZones = zones.data?.length === 0;
  const offline = !online ? <NeedsConnection message="Zones and fee categories are saved on the server." /> : null;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <p className="text-sm text-slate-600">
        A zone sets what a month of riding costs. A fee category is a way of riding in a zone, such as Both ways or One way, at the zone&apos;s fee or its own. A new fee applies to months not billed yet.
      </p>
      <ProrationNote proration={proration} canChange={can(user, 'school-profile')} />

      <section aria-labelledby={`${headingId}-zones`} className={card}>
        <SectionHeader
          id={`${headingId}-zones`}
          title="Zones"
          description="Each zone's monthly fee, its categories and its riders today."
          action={
            <Button disabled={!canEdit} title={lacks(canEdit, 'fee-categories')} onClick={zoneEditor.openNew}>
              Add zone
            </Button>
          }
        />
        <ListBody what="zones" query={zones} empty="No zones yet. Add the first zone and its monthly fee.">
          {(rows) => <ZonesTable zones={rows} onEdit={zoneEditor.openEdit} />}
        </ListBody>
      </section>

      <section aria-labelledby={`${headingId}-categories`} className={card}>
        <SectionHeader
          id={`${headingId}-categories`}
          title="Fee categories"
          description="What each way of riding charges a month, and its riders today."
          action={
            <Button
              disabled={!canEdit || !zones.data || noZones}
              title={lacks(canEdit, 'fee-categories') ?? (noZones ? 'Add a zone first' : undefined)}
              onClick={categoryEditor.openNew}
            >
              Add category
            </Button>
          }
        />
        <ListBody what="fee categories" query={categories} empty={noZones ? 'No fee categories yet. Add a zone first, then its categories.' : 'No fee categories yet. Add one for each way of riding in a zone.'}>
          {(rows) => <CategoriesTable categories={rows} onEdit={categoryEditor.openEdit} />}
        </ListBody>
      </section>

      <Modal open={zoneEditor.isOpen} onClose={zoneEditor.close} title={zoneEditor.isNew ? 'Add zone' : 'Edit zone'}>
        {offline}
        {zoneEditor.isOpen ? (
          <ZoneForm
            initial={zoneEditor.editing}
            currency={user.currency}
            pending={saveZone.isPending}
            onCancel={zoneEditor.close}
            onSubmit={(input) => saveZone.mutate({ id: zoneEditor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
      <Modal open={categoryEditor.isOpen} onClose={categoryEditor.close} title={categoryEditor.isNew ? 'Add fee category' : 'Edit fee category'} width="34rem">
        {offline}
        {categoryEditor.isOpen ? (
          <CategoryForm
            initial={categoryEditor.editing}
            zones={zones.data ?? []}
            currency={user.currency}
            pending={saveCategory.isPending}
            onCancel={categoryEditor.close}
            onSubmit={(input) => saveCategory.mutate({ id: categoryEditor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </div>
  );
}
