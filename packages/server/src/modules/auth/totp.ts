import { createHash, randomInt } from 'node:crypto';
import { normalisedCode, RECOVERY_CODE_COUNT } from '@trust/contract/two-step';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, six digits, a
 * new code every 30 seconds, from a 160-bit secret.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A code of the step before or after is taken too, for phones whose clocks run a little off. */
const WINDOW = 1;

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the authenticator app reads from the QR code: the trust's name and the account's email. */
export function otpauthUrl(secret: string, issuer: string, email: string): string {
  return new TOTP({ issuer, label: email, secret, digits: DIGITS, period: PERIOD_SECONDS }).toString();
}

/** The otpauth URL as an SVG image, drawn here: the secret never leaves for a QR service. */
export function qrCodeSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step of a code that is right at `now` (within the window), or null. The caller refuses
 * a step at or before the last one accepted, so a code signs in only once.
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const token = normalisedCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** Letters and digits that cannot be mistaken for one another when copied from paper (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten recovery codes like `K7QM-2XHD-9WPA`: 12 characters of 31, about 59 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/**
 * What is stored of a recovery code. The codes are random, with about 59 bits each, so a plain
 * SHA-256 cannot be reversed by guessing, and checking one costs no noticeable time.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalisedCode(code)).digest('hex');
}
