import { z } from 'zod';

/**
 * Two-step sign-in: after the password, a six-digit code from an authenticator app (RFC 6238, a new
 * code every 30 seconds) or one of ten single-use recovery codes.
 */

export const twoStepMessages = {
  codeRequired: 'Enter the code from your authenticator app or a recovery code',
  codeWrong: 'The code is not correct',
  challengeExpired: 'The sign-in took too long. Please sign in again.',
  passwordWrong: 'The password is not correct',
  alreadyOn: 'Two-step sign-in is already on for this account',
  notStarted: 'Start setting up two-step sign-in again',
  notOn: 'Two-step sign-in is not on for this account',
  requiredForAdmins: 'Two-step sign-in is required for admin accounts',
  enabledTitle: 'Two-step sign-in is on',
  keepRecoveryCodes:
    'Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.',
  disabled: 'Two-step sign-in is off',
  settingsSaved: 'The sign-in rules are saved',
  ownFirst: 'Set up two-step sign-in for your own account before requiring it for admins',
} as const;

export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: spaces and hyphens are for reading only. */
export function normalisedCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

const code = z
  .string({ error: twoStepMessages.codeRequired })
  .trim()
  .min(1, twoStepMessages.codeRequired)
  .max(40, twoStepMessages.codeWrong);

/** `POST login/two-step`: the challenge `POST login` answered, and a code. */
export const twoStepLoginInput = z.object({ challenge: z.string().min(1).max(2000), code });
export type TwoStepLoginInput = z.infer<typeof twoStepLoginInput>;

/** Turning two-step sign-in on or off asks for the account's password again. */
export const passwordCheckInput = z.object({
  password: z.string({ error: 'Password Is Required Field' }).min(1, 'Password Is Required Field').max(200),
});
export type PasswordCheckInput = z.infer<typeof passwordCheckInput>;

/** `POST two-step/start`: what the authenticator app needs. Shown once; never answered again. */
export const twoStepEnrolment = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG image drawn on the server. */
  qrCodeSvg: z.string(),
});
export type TwoStepEnrolment = z.infer<typeof twoStepEnrolment>;

/** `POST two-step/confirm`: a code from the app proves it was set up. */
export const twoStepConfirmInput = z.object({ code });
export type TwoStepConfirmInput = z.infer<typeof twoStepConfirmInput>;

/** The recovery codes, in the only answer that ever holds them. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

/** `GET two-step`: the signed-in account's own two-step sign-in. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Required for this account (an admin, while the rule is on): it cannot be turned off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/** `GET / PUT sign-in-rules`: the trust's rules for signing in, set by an admin (input keys are lower case). */
export const signInRules = z.object({
  require_two_step_for_admins: z.boolean({ error: 'Say whether admins must use two-step sign-in' }),
});
export type SignInRules = z.infer<typeof signInRules>;
