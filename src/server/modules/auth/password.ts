import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 hashes with argon2id by default (its Algorithm enum is a const enum we cannot import here).

export const hashPassword = (password: string) => hash(password);

/** A hash of a random string, verified against when the account does not exist so that timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; with no hash it still spends the same time and answers false. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
