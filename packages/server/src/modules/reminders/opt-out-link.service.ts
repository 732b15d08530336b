import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type OptOutLinkAnswer, reminderMessages } from '@trust/contract/reminders';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../errors';
import { setOptOuts } from './reminder-log.service';
import { contactOf, countLinkHit, forgetLinkHits, optOutsOfMember } from './reminders.repository';

/**
 * The link at the foot of every reminder e-mail, by which a member stops e-mail reminders without
 * signing in: the member's ID and an HMAC of it under a key derived from the data key for this
 * purpose only, so a link cannot be made for another member. Hits are counted per address and
 * minute in the database, so every server refuses the same flood.
 */

const LINK_TAG_BYTES = 16;
/** Hits from one address in one minute before it is refused. */
export const LINK_HITS_PER_MINUTE = 20;

function linkKey(ctx: AppContext): Buffer {
  return Buffer.from(hkdfSync('sha256', ctx.config.dataKey, Buffer.alloc(0), 'reminder opt-out link', 32));
}

function tagOf(ctx: AppContext, memberId: string): Buffer {
  return createHmac('sha256', linkKey(ctx)).update(`opt-out:${memberId}`).digest().subarray(0, LINK_TAG_BYTES);
}

export function optOutToken(ctx: AppContext, memberId: string): string {
  return `${Buffer.from(memberId).toString('base64url')}.${tagOf(ctx, memberId).toString('base64url')}`;
}

/** The member a token names, or null for a token this server did not sign. */
function memberOfToken(ctx: AppContext, token: string): string | null {
  const [id, tag, ...rest] = token.split('.');
  if (!id || !tag || rest.length > 0) return null;
  const memberId = Buffer.from(id, 'base64url').toString('utf8');
  const given = Buffer.from(tag, 'base64url');
  const expected = tagOf(ctx, memberId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? memberId : null;
}

async function checkRate(ctx: AppContext, address: string): Promise<void> {
  const minute = ctx.now().toISOString().slice(0, 16);
  const hits = await countLinkHit(ctx.db, address, minute);
  if (hits === 1) await forgetLinkHits(ctx.db, minute);
  if (hits > LINK_HITS_PER_MINUTE) throw new HttpError(429, reminderMessages.tooManyTries);
}

async function linkedMember(ctx: AppContext, token: string, address: string): Promise<string> {
  await checkRate(ctx, address);
  const memberId = memberOfToken(ctx, token);
  if (!memberId || !(await contactOf(ctx.db, memberId))) throw notFound(reminderMessages.badLink);
  return memberId;
}

async function answerFor(ctx: AppContext, memberId: string): Promise<OptOutLinkAnswer> {
  const channels = (await optOutsOfMember(ctx.db, memberId)).map((r) => r.channel);
  return { trustName: ctx.config.trustName, channel: 'email', optedOut: channels.includes('email') };
}

export async function optOutLink(ctx: AppContext, token: string, address: string): Promise<OptOutLinkAnswer> {
  return answerFor(ctx, await linkedMember(ctx, token, address));
}

/** The member's own choice: no more e-mail reminders; the other channels stay as they were. Audited. */
export async function optOutByLink(ctx: AppContext, token: string, address: string): Promise<OptOutLinkAnswer> {
  const memberId = await linkedMember(ctx, token, address);
  const kept = (await optOutsOfMember(ctx.db, memberId)).map((r) => r.channel);
  if (!kept.includes('email')) {
    const channels = [...kept, 'email'] as Parameters<typeof setOptOuts>[2];
    await setOptOuts(ctx, memberId, channels, { actor: 'member (e-mail link)', name: 'member', source: 'member' });
  }
  return answerFor(ctx, memberId);
}
