import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isValidPassword } from '@contract';

// @node-rs/argon2 hashes with argon2id by default.
export const hashPassword = (plain: string) => hash(plain);

// Verifying against a real hash when the user does not exist keeps both failures equally slow,
// so timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, plain: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hash('not-a-real-password-1')));
  try {
    return (await verify(target, plain)) && storedHash !== undefined;
  } catch {
    return false;
  }
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A strong random password that satisfies the spec's password rule. */
export function generatePassword(length = 18): string {
  for (;;) {
    const pw = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (isValidPassword(pw) && /\d/.test(pw)) return pw;
  }
}
