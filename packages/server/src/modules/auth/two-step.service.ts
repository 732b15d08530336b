import type {
  PasswordCheckInput,
  TwoStepConfirmInput,
  TwoStepEnrolment,
  TwoStepStatus,
} from '@trust/contract/two-step';
import { twoStepMessages } from '@trust/contract/two-step';
import type { AppContext, SignedInUser } from '../../context';
import { inTransaction, type Trx } from '../../db/connection';
import { openTwoStepSecret, sealedTwoStepSecret, twoStepSecretCipher } from '../../db/two-step-secrets';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { isOwnPassword } from './sign-in-limits.service';
import { newRecoveryCodes, newSecret, otpauthUrl, qrCodeSvg, recoveryCodeHash, stepOfCode } from './totp';
import {
  acceptStep,
  confirmSecret,
  countRecoveryCodesLeft,
  deleteTwoStep,
  findTwoStepSecret,
  readRequireTwoStepForAdmins,
  replaceRecoveryCodes,
  saveRequireTwoStepForAdmins,
  saveUnconfirmedSecret,
  useRecoveryCode,
} from './two-step.repository';

export async function twoStepStatus(ctx: AppContext, user: SignedInUser): Promise<TwoStepStatus> {
  const [secret, left, requiredForAdmins] = await Promise.all([
    findTwoStepSecret(ctx.db, user.id),
    countRecoveryCodesLeft(ctx.db, user.id),
    readRequireTwoStepForAdmins(ctx.db),
  ]);
  return {
    enabled: Boolean(secret?.confirmed_at),
    recoveryCodesLeft: left,
    required: requiredForAdmins && user.role === 'ADMIN',
  };
}

/**
 * Turning two-step sign-in on or off, or new recovery codes, needs the password typed again; a wrong
 * one counts as a failed sign-in of the account (sign-in-limits.service.ts).
 */
async function checkPassword(
  ctx: AppContext,
  user: SignedInUser,
  password: string,
  meta: { address: string; askedFor: string },
): Promise<void> {
  if (!(await isOwnPassword(ctx, user, password, meta))) {
    throw badRequest(twoStepMessages.passwordWrong, [{ path: 'password', message: twoStepMessages.passwordWrong }]);
  }
}

/** The first half of setting up: a new secret for the app, shown in this answer only. */
export async function startTwoStep(
  ctx: AppContext,
  input: PasswordCheckInput,
  user: SignedInUser,
  address: string,
): Promise<TwoStepEnrolment> {
  await checkPassword(ctx, user, input.password, { address, askedFor: 'two-step set-up' });
  if ((await findTwoStepSecret(ctx.db, user.id))?.confirmed_at) throw conflict(twoStepMessages.alreadyOn);
  const secret = newSecret();
  await saveUnconfirmedSecret(
    ctx.db,
    user.id,
    sealedTwoStepSecret(twoStepSecretCipher(ctx.config.dataKey), secret),
    ctx.now(),
  );
  const url = otpauthUrl(secret, ctx.config.trustName, user.email);
  return { secret, otpauthUrl: url, qrCodeSvg: await qrCodeSvg(url) };
}

async function issueRecoveryCodes(trx: Trx, adminId: number, at: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(trx, adminId, codes.map(recoveryCodeHash), at);
  return codes;
}

/** The second half: a code from the app proves it holds the secret; the recovery codes are made. */
export async function confirmTwoStep(
  ctx: AppContext,
  input: TwoStepConfirmInput,
  user: SignedInUser,
): Promise<string[]> {
  const secret = await findTwoStepSecret(ctx.db, user.id);
  if (!secret) throw conflict(twoStepMessages.notStarted);
  if (secret.confirmed_at) throw conflict(twoStepMessages.alreadyOn);
  const now = ctx.now();
  const step = stepOfCode(openTwoStepSecret(twoStepSecretCipher(ctx.config.dataKey), secret), input.code, now);
  if (step === null)
    throw badRequest(twoStepMessages.codeWrong, [{ path: 'code', message: twoStepMessages.codeWrong }]);
  const codes = await inTransaction(ctx.db, async (trx) => {
    await confirmSecret(trx, user.id, step, now);
    const made = await issueRecoveryCodes(trx, user.id, now);
    await recordAudit(trx, { actor: user.email, action: 'TWO_STEP_ON', entity: 'admin', entityId: user.id }, now);
    return made;
  });
  return codes;
}

export async function newRecoveryCodesFor(
  ctx: AppContext,
  input: PasswordCheckInput,
  user: SignedInUser,
  address: string,
): Promise<string[]> {
  await checkPassword(ctx, user, input.password, { address, askedFor: 'new recovery codes' });
  if (!(await findTwoStepSecret(ctx.db, user.id))?.confirmed_at) throw conflict(twoStepMessages.notOn);
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const codes = await issueRecoveryCodes(trx, user.id, now);
    await recordAudit(
      trx,
      { actor: user.email, action: 'NEW_RECOVERY_CODES', entity: 'admin', entityId: user.id },
      now,
    );
    return codes;
  });
}

export async function turnOffTwoStep(
  ctx: AppContext,
  input: PasswordCheckInput,
  user: SignedInUser,
  address: string,
): Promise<void> {
  await checkPassword(ctx, user, input.password, { address, askedFor: 'two-step off' });
  if (!(await findTwoStepSecret(ctx.db, user.id))?.confirmed_at) throw conflict(twoStepMessages.notOn);
  if (user.role === 'ADMIN' && (await readRequireTwoStepForAdmins(ctx.db))) {
    throw conflict(twoStepMessages.requiredForAdmins);
  }
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await deleteTwoStep(trx, user.id);
    await recordAudit(trx, { actor: user.email, action: 'TWO_STEP_OFF', entity: 'admin', entityId: user.id }, now);
  });
}

/**
 * The second step of a sign-in, inside its transaction: a code from the app (not one used before)
 * or an unused recovery code, which is used up. Null when the code is neither.
 */
export async function passSecondStep(
  trx: Trx,
  dataKey: Buffer,
  adminId: number,
  code: string,
  now: Date,
): Promise<'code' | 'recovery code' | null> {
  const secret = await findTwoStepSecret(trx, adminId);
  if (!secret?.confirmed_at) return null;
  const step = stepOfCode(openTwoStepSecret(twoStepSecretCipher(dataKey), secret), code, now);
  if (step !== null) return (await acceptStep(trx, adminId, step)) ? 'code' : null;
  return (await useRecoveryCode(trx, adminId, recoveryCodeHash(code), now)) ? 'recovery code' : null;
}

export async function isTwoStepOn(ctx: AppContext, adminId: number): Promise<boolean> {
  return Boolean((await findTwoStepSecret(ctx.db, adminId))?.confirmed_at);
}

export async function signInRules(ctx: AppContext) {
  return { require_two_step_for_admins: await readRequireTwoStepForAdmins(ctx.db) };
}

/** Whether admins must use two-step sign-in; an admin without it is sent to set it up before anything else. */
export async function saveSignInRules(
  ctx: AppContext,
  input: { require_two_step_for_admins: boolean },
  by: SignedInUser,
): Promise<void> {
  if (input.require_two_step_for_admins && !(await isTwoStepOn(ctx, by.id))) throw conflict(twoStepMessages.ownFirst);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    const before = { require_two_step_for_admins: await readRequireTwoStepForAdmins(trx) };
    await saveRequireTwoStepForAdmins(trx, input.require_two_step_for_admins, { by: by.email, at: now });
    await recordAudit(
      trx,
      { actor: by.email, action: 'SIGN_IN_RULES', entity: 'sign_in_rules', entityId: 'two-step', before, after: input },
      now,
    );
  });
}
