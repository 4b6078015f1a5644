import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, whose const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1); the library's defaults differ.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Checked when no account matches, so that a wrong identifier takes as long as a wrong password.
const DUMMY_HASH = hash('not-a-real-password', OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DUMMY_HASH), password);
  } catch {
    return false;
  }
}
