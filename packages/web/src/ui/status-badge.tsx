import { Badge } from '@mantine/core';
import { useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

const COLORS: Record<string, string> = {
  ACTIVE: 'teal',
  EXPIRED: 'red',
  RESET: 'gray',
  PAID: 'teal',
  VOID: 'red',
  BOUNCED: 'orange',
};

/**
 * A subscription's or payment's state: ACTIVE, EXPIRED, or RESET (kept in past records, never counted
 * as paid); a receipt's: PAID, VOID or BOUNCED (kept in every list, never counted).
 */
export function StatusBadge({ status }: { status: string }) {
  const t = useTexts(parts);
  const key = `parts.status.${status}`;
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm">
      {key in parts ? t(key as keyof typeof parts) : status}
    </Badge>
  );
}
