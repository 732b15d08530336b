import { Button, Group } from '@mantine/core';
import { todayInIndia } from '@trust/contract/dates';
import { reminderText, type SubscriptionKind, whatsappReminderLink } from '@trust/contract/reminder';
import { Link } from 'react-router';
import { DisabledWithReason } from '../../ui/disabled-with-reason';
import { useCan } from '../../ui/signed-in';
import { useTrustSettings } from '../../ui/trust-settings';
import { useLogHandSent } from './member-reminders-api';

export interface ReminderMember {
  ID_NUMBER: string;
  MEMBER_NAME: string;
  MOBILE: string;
  WHATSAPP: string;
}

interface ReminderActionsProps {
  member: ReminderMember;
  kind: SubscriptionKind;
  /** The last day the subscription ran or runs to; null when the member never paid. */
  expiryDate: string | null;
}

export const reminderLetterPath = (memberId: string, kind: SubscriptionKind) =>
  `/reminder-letter/${encodeURIComponent(memberId)}?kind=${kind}`;

/**
 * The two ways staff remind a member to renew: WhatsApp, opened on the member's chat with the
 * reminder typed in for staff to send, and a letter to print. Each is logged as a reminder sent by hand.
 */
export function ReminderActions({ member, kind, expiryDate }: ReminderActionsProps) {
  const { trustName } = useTrustSettings();
  const can = useCan();
  const logHandSent = useLogHandSent(member.ID_NUMBER);
  const text = reminderText({
    memberName: member.MEMBER_NAME,
    trustName,
    kind,
    expiryDate,
    today: todayInIndia(),
  });
  const href = whatsappReminderLink(member, text);
  const label = `${member.MEMBER_NAME} (${kind})`;
  return (
    <Group gap={6} wrap="nowrap">
      {href ? (
        <Button
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-sm"
          color="green"
          variant="light"
          aria-label={`WhatsApp reminder to ${label}`}
          // Logged as sent by hand as the chat opens; the link opens whatever the log answers.
          onClick={() => {
            if (can('STAFF')) logHandSent.mutate({ kind, channel: 'whatsapp' });
          }}
        >
          WhatsApp
        </Button>
      ) : (
        <DisabledWithReason
          reason="No WhatsApp or mobile number on record"
          size="compact-sm"
          color="green"
          variant="light"
        >
          WhatsApp
        </DisabledWithReason>
      )}
      <Button
        component={Link}
        to={reminderLetterPath(member.ID_NUMBER, kind)}
        size="compact-sm"
        variant="default"
        aria-label={`Reminder letter to ${label}`}
      >
        Letter
      </Button>
    </Group>
  );
}
