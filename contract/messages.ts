/** The two generic message sets of spec §5, and the password rule, used by forms and server. */
export const messagesSetOne = {
  required: 'Field is required.',
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters long.`,
  maxLength: (label: string, n: number) => `${label} cannot be more than ${n} characters long.`,
} as const;

export const messagesSetTwo = {
  required: 'This field is required',
  minLength: (n: number) => `The min number of characters is ${n}`,
  maxLength: (n: number) => `The max allowed number of characters is ${n}`,
  pattern: 'Required pattern is required',
  email: 'Valid email is required!.',
  notMatch: (pattern: string) => `This field is not match ${pattern}.`,
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const PASSWORD_MESSAGE =
  'Invalid password. Password must be at least 6 characters long, and contain a number.';

/** 6–100 characters, a digit, a letter or one of !@#$%^&*, and no whitespace. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z!@#$%^&*])\S{6,100}$/;

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export const changePasswordMessages = {
  mismatch: 'Password is not match!',
  tooShort: 'Password must be 6 char or above!.',
  success: 'New account has been added',
} as const;

/**
 * The change-password form's own checks, in the spec's order: match first, then length.
 * Returns the message to show, or null when the pair may be sent.
 */
export function checkNewPassword(newPassword: string, confirmPassword: string): string | null {
  if (newPassword !== confirmPassword) return changePasswordMessages.mismatch;
  if (newPassword.length < PASSWORD_MIN) return changePasswordMessages.tooShort;
  return null;
}

export const httpMessages = {
  unreachable: 'Enable to connect server',
  slowDown: 'Please slow down!...',
  takingAction: 'Taking action',
  offline: 'You are offline. This change needs a connection; your input is kept.',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many sign-in attempts. Try again later.',
} as const;

export const errorPageMessages = {
  401: 'Unauthorized - Access to this resource is denied.',
  403: 'You are not authorized to access this page',
  404: 'This requested URL was not found on this server.',
  500: 'Internal Server Error',
} as const;
