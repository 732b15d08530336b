import { z } from 'zod';
import { createdAnswer } from './answers';
import { EMAIL, matching, NAME, PHONE, paramText, passwordText, requiredText } from './fields';
import { receiptLanguages, userLanguage } from './languages';
import { ROLES } from './roles';

export const authMessages = {
  emailRequired: 'Email Is Required Field',
  emailSymbols: 'Email Must Not Have Special Symbols ',
  passwordRequired: 'Password Is Required Field',
  loginFailedTitle: 'Login Failed',
  loginFailed: 'Incorrect E-Mail ID or Password',
  loginFailedInline: 'Please Enter Valid E-Mail ID or Password',
  unauthorized: 'Unauthorized',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  nameRequired: 'Name Is Required Field',
  nameLetters: 'Name In Alphabets Only ',
  phoneRequired: 'Phone Is Required Field',
  phoneInvalid: 'Valid Contact No. Required',
  emailInvalid: 'Please Enter Valid Email Address',
  passwordRule: 'Password Must be Minimum 8 characters, at least 1 letter and 1 number',
  registeredTitle: 'Registration Successfull',
  registered: 'Admin is now registered',
  registrationFailedTitle: 'Registration Failed',
  adminExists: 'Admin Already Exists',
  passwordTooCommon: 'This password is too common',
  accountDisabled: 'This account is disabled. Ask an admin to enable it.',
  changePasswordFirst: 'Change your temporary password before going on',
  setUpTwoStepFirst: 'Set up two-step sign-in before going on',
} as const;

const LOGIN_EMAIL = /^[A-Za-z0-9_@.-]+$/;

export const loginInput = z.object({
  email: matching(requiredText(authMessages.emailRequired, 254), LOGIN_EMAIL, authMessages.emailSymbols),
  password: passwordText(authMessages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInput>;

export const role = z.enum(ROLES, { error: `Choose one of ${ROLES.join(', ')}` });

/** Who is signed in, as the navbar and the dashboard show it, and the language the app shows them. */
export const signedInUser = z.object({ name: z.string(), email: z.string(), role, language: userLanguage });
export type SignedInUser = z.infer<typeof signedInUser>;

/**
 * What an account must do before anything else: change a temporary password an admin set, or set
 * up two-step sign-in where it is required for admins. The server refuses every other call until then.
 */
const accountSetup = {
  mustChangePassword: z.boolean(),
  mustSetUpTwoStep: z.boolean(),
};

/** Signed in: the bearer token, its user, and what the account must do first. */
export const signedInAnswer = z.object({ token: z.string(), user: signedInUser, ...accountSetup });
export type SignedInAnswer = z.infer<typeof signedInAnswer>;

/** The password was right and the account uses two-step sign-in: the code goes with `challenge` to `login/two-step`. */
export const twoStepChallenge = z.object({ twoStep: z.literal(true), challenge: z.string() });
export type TwoStepChallenge = z.infer<typeof twoStepChallenge>;

/** `POST login`: signed in, or asked for the second step. */
export const loginAnswer = z.union([signedInAnswer, twoStepChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** `POST register`: the new admin's key. */
export const registerAdminAnswer = createdAnswer(z.number().int());

/** `GET verify`: whose token it is; `{status: 401}` alone, with that status, when it is not good. */
export const verifyAnswer = z.object({ status: z.literal(200), user: signedInUser, ...accountSetup });
export const verifyRefusal = z.object({ status: z.literal(401) });
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

/**
 * A password: at least 8 characters of any kind (symbols, spaces, passphrases), with the message of
 * the old form kept word for word. The server also refuses the most common passwords.
 */
export const adminPassword = passwordText(authMessages.passwordRequired).refine(
  (v) => [...v].length >= 8,
  authMessages.passwordRule,
);

export const registerAdminInput = z.object({
  name: matching(requiredText(authMessages.nameRequired, 100), NAME, authMessages.nameLetters),
  phone: matching(requiredText(authMessages.phoneRequired, 20), PHONE, authMessages.phoneInvalid),
  email: matching(requiredText(authMessages.emailRequired, 254), EMAIL, authMessages.emailInvalid),
  password: adminPassword,
  role: role.default('STAFF'),
  /** Sent by the old screens; the server records the signed-in user instead. */
  created_by: paramText(100).nullish(),
});
export type RegisterAdminInput = z.infer<typeof registerAdminInput>;

export const settingsAnswer = z.object({
  trustName: z.string(),
  trustAddress: z.string(),
  /** The trust's name and address in Hindi, for sheets printed in Hindi; empty when not set. */
  trustNameHindi: z.string(),
  trustAddressHindi: z.string(),
  receiptLanguages,
  membershipPrefix: z.string(),
  version: z.string(),
});
export type Settings = z.infer<typeof settingsAnswer>;

export const passwordMessages = {
  oldRequired: 'Old Password Is Required Field',
  oldWrong: 'The old password is not correct',
  sameAsOld: 'The new password must differ from the old one',
  confirmMismatch: 'The new passwords do not match',
  changedTitle: 'Password Changed',
  changed: 'Your password is changed. Other sign-ins of yours have been signed out.',
} as const;

/** Changing one's own password: the old one, and a new one under the admin password rules. */
export const changePasswordInput = z
  .object({
    old_password: passwordText(passwordMessages.oldRequired),
    new_password: adminPassword,
    confirm_password: passwordText(passwordMessages.confirmMismatch).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== undefined && v.confirm_password !== v.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: passwordMessages.confirmMismatch });
    }
    if (v.old_password === v.new_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: passwordMessages.sameAsOld });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
