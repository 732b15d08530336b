import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, from zxcvbn-ts's maintained list (about 49,000 taken from leaked
 * password sets), shipped inside the npm package: nothing is downloaded while the server runs.
 * The list is lower case, so a password is looked up in lower case: `Password123` is as common as
 * `password123`. The set is built once, on the first check.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** How many passwords the list holds, for the test that it is the full list. */
export function commonPasswordCount(): number {
  common ??= new Set(dictionary['passwords-common']);
  return common.size;
}
