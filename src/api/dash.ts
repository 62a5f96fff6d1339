/** The dashboard's counts: cheap, quickly stale, not saved. */
export const dashKeys = {
  all: ['dash'] as const,
  charts: () => ['dash', 'charts'] as const,
};
