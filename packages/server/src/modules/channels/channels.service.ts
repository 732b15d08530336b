import { channelMessages } from '@trust/contract/channels';
import { CHANNEL_NAMES, type ChannelName } from '@trust/contract/reminders';
import type { Channels } from '../../channels';
import type { ChannelsConfig } from '../../channels-config';
import type { Config } from '../../config';
import type { ChannelSender } from './channel-sender';
import { emailChannel } from './email-channel';
import { smsChannel } from './sms-channel';
import { whatsappChannel } from './whatsapp-channel';

/** The channels the settings set up, built once when the app is built. */
export function channelsFromConfig(config: Pick<Config, 'channels'>): Channels {
  const settings: ChannelsConfig = config.channels;
  const senders: Record<ChannelName, ChannelSender | null> = {
    email: settings.email && emailChannel(settings.email),
    whatsapp: settings.whatsapp && whatsappChannel(settings.whatsapp),
    sms: settings.sms && smsChannel(settings.sms),
  };
  return {
    status: () =>
      CHANNEL_NAMES.map((channel) => ({
        channel,
        configured: senders[channel] !== null,
        detail: senders[channel]?.detail ?? channelMessages.notConfigured,
        perMinute: settings.perMinute[channel],
      })),
    isConfigured: (channel) => senders[channel] !== null,
    send: async (message) => {
      const sender = senders[message.channel];
      if (!sender)
        return { ok: false, reason: `${message.channel}: ${channelMessages.notConfigured}`, retryable: false };
      return sender.send(message);
    },
  };
}
