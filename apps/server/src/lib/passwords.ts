import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let standIn: Promise<string> | undefined;

/**
 * Checks `password` against the account's hash or, when there is no account, against a
 * stand-in hash and answers false: both take as long, so the time taken does not tell whether
 * an address has an account.
 */
export const verifyPasswordOfAccount = async (
  passwordHash: string | undefined,
  password: string,
) => {
  standIn ??= hashPassword('no account has this password');
  const matches = await verifyPassword(passwordHash ?? (await standIn), password);
  return passwordHash !== undefined && matches;
};
