import type { OutgoingMessage, SendResult } from '../../channels';

/** How one configured channel sends, and the host or number it sends through (shown, never a secret). */
export interface ChannelSender {
  detail: string;
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** What a provider's refusal says, cut to a length the log keeps. */
export function shortReason(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 300 ? `${oneLine.slice(0, 299)}…` : oneLine || 'refused without a reason';
}
