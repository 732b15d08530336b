import { Button, Group } from '@mantine/core';
import { todayInIndia } from '@trust/contract/dates';
import { reminderText, type SubscriptionKind, whatsappReminderLink } from '@trust/contract/reminder';
import { Link } from 'react-router';
import { DisabledWithReason } from '../../ui/disabled-with-reason';
import { useTrustSettings } from '../../ui/trust-settings';

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
 * reminder typed in for staff to send, and a letter to print. Nothing is sent by the app itself.
 */
export function ReminderActions({ member, kind, expiryDate }: ReminderActionsProps) {
  const { trustName } = useTrustSettings();
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
