/** The school's profile holds its contacts: not saved on the device. */
export const schoolProfileKeys = {
  all: ['school-profile'] as const,
};
