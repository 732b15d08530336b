import { z } from 'zod';
import { EMAIL, LETTERS_AND_SPACES, matching, PHONE, requiredText } from './fields';

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
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const loginAnswer = z.object({
  token: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const ADMIN_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export const adminPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(200)
  .regex(ADMIN_PASSWORD, authMessages.passwordRule);

export const registerAdminInput = z.object({
  name: matching(requiredText(authMessages.nameRequired, 100), LETTERS_AND_SPACES, authMessages.nameLetters),
  phone: matching(requiredText(authMessages.phoneRequired, 20), PHONE, authMessages.phoneInvalid),
  email: matching(requiredText(authMessages.emailRequired, 254), EMAIL, authMessages.emailInvalid),
  password: adminPassword,
  created_by: z.string().trim().max(100).nullish(),
});
export type RegisterAdminInput = z.infer<typeof registerAdminInput>;

export const settingsAnswer = z.object({
  trustName: z.string(),
  trustAddress: z.string(),
  membershipPrefix: z.string(),
  version: z.string(),
});
export type Settings = z.infer<typeof settingsAnswer>;
