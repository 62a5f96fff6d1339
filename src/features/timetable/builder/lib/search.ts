import * as v from 'valibot';
import { idField } from '@contract';

export const BUILDER_TABS = ['week', 'bells', 'availability'] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];

const id = v.fallback(v.optional(idField), undefined);

/**
 * The builder's address: the tab, the class and section whose week is open, and the generator
 * run being looked at, so a reload or a shared link opens the same week and the same proposal.
 * A bad value falls back to "not chosen".
 */
export const builderSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(BUILDER_TABS)), undefined),
  class_id: id,
  section_id: id,
  generation: id,
});
export type BuilderSearch = v.InferOutput<typeof builderSearch>;
