import { errorPageMessages } from '@contract';

export type ErrorCode = keyof typeof errorPageMessages;

const titles: Record<ErrorCode, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Page not found',
  500: 'Server error',
};

/** Spec §2: 401/403/404/500 have their own text; any other code shows the 404 content. */
export function errorContent(code: string): { code: ErrorCode; title: string; message: string } {
  const known = (Object.keys(errorPageMessages) as string[]).includes(code);
  const c = (known ? Number(code) : 404) as ErrorCode;
  return { code: c, title: titles[c], message: errorPageMessages[c] };
}
