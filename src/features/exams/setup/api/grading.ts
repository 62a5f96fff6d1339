import { examSetupEndpoints as ep, type GradingSystemInput } from '@contract';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';
import { SETUP_STALE } from './stale';

export type SaveGradingSystem = { id: number | null; input: GradingSystemInput };

/**
 * Add a system (`add-grading-sytem`) or change one (`update-grading-sytem`). The bands go in the
 * editor's order, so a refusal at `bands.{i}.{field}` lands on the row it names.
 */
export function useSaveGradingSystem(onDone: () => void) {
  return useAction({
    mutationFn: ({ id, input }: SaveGradingSystem) =>
      id === null ? http.call(ep.createGradingSystem, { body: input }) : http.call(ep.updateGradingSystem, { params: { id }, body: input }),
    invalidates: SETUP_STALE,
    success: (data) => data.message,
    onSuccess: onDone,
  });
}
