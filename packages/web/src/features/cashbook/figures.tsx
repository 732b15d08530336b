import { Badge, Text } from '@mantine/core';
import type { CashDayStatus } from '@trust/contract/cashbook';
import { formatRupees } from '@trust/contract/receipt';
import { useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';

/** OPEN (still taking receipts) or CLOSED (counted and locked). */
export function DayStatusBadge({ status, size = 'md' }: { status: CashDayStatus; size?: 'md' | 'lg' }) {
  const t = useTexts(cashbook);
  return (
    <Badge color={status === 'CLOSED' ? 'blue' : 'gray'} variant="light" radius="sm" size={size}>
      {t(`cashbook.${status}`)}
    </Badge>
  );
}

/**
 * Counted less expected: short in red ('₹100 short'), over in orange, nothing when it balances;
 * a dash while nothing is counted.
 */
export function Difference({ value }: { value: number | null }) {
  const t = useTexts(cashbook);
  if (value === null) return <>—</>;
  if (value === 0) return <>{formatRupees(0)}</>;
  const isShort = value < 0;
  return (
    <Text span inherit c={isShort ? 'red' : 'orange'} fw={600}>
      {isShort ? '−' : '+'}
      {formatRupees(Math.abs(value))} {t(isShort ? 'cashbook.short' : 'cashbook.over')}
    </Text>
  );
}
