/** A promotion is prepared and confirmed online. */
const all = ['promotion'] as const;
export const promotionKeys = {
  all,
  preview: (sectionId: number, targetYearId: number) => [...all, 'preview', sectionId, targetYearId] as const,
};
