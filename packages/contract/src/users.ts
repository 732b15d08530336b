import { z } from 'zod';
import { listAnswer } from './answers';
import { adminPassword, role } from './auth';

export const userMessages = {
  notFound: 'No such user',
  lastAdmin: 'This is the last active admin: make another account an admin before disabling it or changing its role',
  ownAccountDisabled: 'You cannot disable your own account',
  ownPassword: 'Change your own password under Change Password',
  ownTwoStep: 'Turn off your own two-step sign-in under Two-Step Sign-In',
  twoStepOff: 'Two-step sign-in is off for this account: the password alone signs it in until it is set up again.',
  nothingToChange: 'Say what to change: role or disabled',
  updatedTitle: 'Saved',
  updated: 'The account is updated',
  aadhaarLookupsLocked: 'Aadhaar lookups locked',
  aadhaarLookupsLockedHint: 'Too many Aadhaar numbers this account looked up today found nobody',
  clearAadhaarLookups: 'Clear Aadhaar lookups',
  clearAadhaarLookupsTitle: 'Clear the Aadhaar lookups?',
  clearAadhaarLookupsText: (name: string) =>
    `${name} may look members up by Aadhaar number again today. Clear only if the numbers were their work's, not guesses.`,
  aadhaarLookupsCleared: 'The account may look up Aadhaar numbers again',
  aadhaarLookupsNotLocked: 'This account’s Aadhaar lookups are not locked',
  temporaryPasswordSet:
    'The temporary password is set. Their sessions are signed out; they must choose a new password at the next sign-in.',
} as const;

export const ACCOUNT_STATUSES = ['ACTIVE', 'DISABLED'] as const;

/** A staff account as the Users screen lists it. Never its password or its two-step secret. */
export const userRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role,
    status: z.enum(ACCOUNT_STATUSES),
    created_by: z.string().nullable(),
    created_at: z.string(),
    last_sign_in_at: z.string().nullable(),
    two_step: z.boolean(),
    must_change_password: z.boolean(),
    /** Too many Aadhaar numbers it looked up today found nobody: its lookups by number answer 429. */
    aadhaar_lookups_locked: z.boolean(),
  })
  .meta({ id: 'UserRow' });
export type UserRow = z.infer<typeof userRow>;

export const usersAnswer = listAnswer(userRow);

/** `PUT users/{id}`: a new role, or disabled / enabled, or both. */
export const updateUserInput = z
  .object({ role: role.optional(), disabled: z.boolean({ error: 'disabled is true or false' }).optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, userMessages.nothingToChange);
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** `POST users/{id}/password`: a temporary password, to be changed at the next sign-in. */
export const temporaryPasswordInput = z.object({ password: adminPassword });
export type TemporaryPasswordInput = z.infer<typeof temporaryPasswordInput>;
