import type { Generated } from 'kysely';

/** One receipt e-mailed to a member, as the mail server answered it. */
export interface ReceiptEmailTable {
  id: Generated<number>;
  member_id: string;
  /** 'membership' or 'mediclaim'. */
  kind: string;
  receipt_no: string;
  to_address: string;
  /** 'sent' or 'failed'. */
  state: string;
  /** The mail server's words when it failed. */
  reason: string | null;
  /** The Message-ID the mail went out under. */
  provider_id: string | null;
  /** The e-mail of the user who sent it. */
  sent_by: string;
  /** ISO 8601, UTC. */
  sent_at: string;
}
