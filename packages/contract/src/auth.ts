import { z } from 'zod';
import { createdAnswer } from './answers';
import { EMAIL, matching, NAME, PHONE, paramText, passwordText, requiredText } from './fields';

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
} as const;

const LOGIN_EMAIL = /^[A-Za-z0-9_@.-]+$/;

export const loginInput = z.object({
  email: matching(requiredText(authMessages.emailRequired, 254), LOGIN_EMAIL, authMessages.emailSymbols),
  password: passwordText(authMessages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginAnswer = z.object({
  token: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** `POST register`: the new admin's key. */
export const registerAdminAnswer = createdAnswer(z.number().int());

/** `GET verify`: whose token it is; `{status: 401}` alone, with that status, when it is not good. */
export const verifyAnswer = z.object({
  status: z.literal(200),
  user: z.object({ name: z.string(), email: z.string() }),
});
export const verifyRefusal = z.object({ status: z.literal(401) });
export type VerifyAnswer = z.infer<typeof verifyAnswer>;

export const ADMIN_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export const adminPassword = passwordText(authMessages.passwordRequired).regex(
  ADMIN_PASSWORD,
  authMessages.passwordRule,
);

export const registerAdminInput = z.object({
  name: matching(requiredText(authMessages.nameRequired, 100), NAME, authMessages.nameLetters),
  phone: matching(requiredText(authMessages.phoneRequired, 20), PHONE, authMessages.phoneInvalid),
  email: matching(requiredText(authMessages.emailRequired, 254), EMAIL, authMessages.emailInvalid),
  password: adminPassword,
  created_by: paramText(100).nullish(),
});
export type RegisterAdminInput = z.infer<typeof registerAdminInput>;

export const settingsAnswer = z.object({
  trustName: z.string(),
  trustAddress: z.string(),
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
