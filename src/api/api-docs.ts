/** The OpenAPI document (Admins only): never saved on the device. */
const all = ['api-docs'] as const;
export const apiDocsKeys = {
  all,
  document: () => [...all, 'document'] as const,
};
