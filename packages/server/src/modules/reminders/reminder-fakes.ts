import type { ChannelName } from '@trust/contract/reminders';
import type { Channels, OutgoingMessage, SendResult } from '../../channels';

/**
 * Channels for the tests: the ones named are configured, every message is kept, and `answer` says
 * what the provider answers (by default it takes every message, numbering them).
 */
export interface FakeChannels extends Channels {
  sent: OutgoingMessage[];
  answer: (message: OutgoingMessage) => SendResult;
}

export function fakeChannels(configured: ChannelName[], perMinute = 100): FakeChannels {
  let next = 1;
  const fake: FakeChannels = {
    sent: [],
    answer: () => ({ ok: true, providerId: `wamid.${next++}` }),
    status: () =>
      (['email', 'whatsapp', 'sms'] as const).map((channel) => ({
        channel,
        configured: configured.includes(channel),
        detail: configured.includes(channel) ? 'test' : 'not configured',
        perMinute,
      })),
    isConfigured: (channel) => configured.includes(channel),
    send: async (message) => {
      fake.sent.push(message);
      return fake.answer(message);
    },
  };
  return fake;
}
