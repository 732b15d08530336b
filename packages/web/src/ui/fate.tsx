import { Stack, Text } from '@mantine/core';
import { recordedValue } from './recorded-value';
import { StatusBadge } from './status-badge';

export interface Fate {
  status: string;
  reason: string | null;
  by: string | null;
  at: string | null;
}

/** 'Wrong member — Asha Patil, 12/06/2026 10:30': why a receipt was voided, reset or bounced, who and when. */
export function fateLine({ reason, by, at }: Omit<Fate, 'status'>): string {
  const who = [by, recordedValue(at)].filter(Boolean).join(', ');
  return [reason, who].filter(Boolean).join(' — ');
}

/** Whether a receipt is out of every total: voided, reset, or its cheque bounced. */
export const isSetApart = (status: string) => status === 'VOID' || status === 'RESET' || status === 'BOUNCED';

/** A receipt's status badge and, when it was voided, reset or bounced, the reason, who and when beneath. */
export function FateCell(fate: Fate) {
  const line = isSetApart(fate.status) ? fateLine(fate) : '';
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={fate.status} />
      {line ? (
        <Text size="xs" c="dimmed" maw={220}>
          {line}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What every receipt row carries about a cheque the bank returned. */
interface BounceOf {
  STATUS: string;
  BOUNCE_REASON: string | null;
  BOUNCED_BY: string | null;
  BOUNCED_AT: string | null;
}

/** A bounced receipt's fate: the bank's reason, who recorded it and when. */
const bounceFate = (r: BounceOf): Fate => ({
  status: 'BOUNCED',
  reason: r.BOUNCE_REASON,
  by: r.BOUNCED_BY,
  at: r.BOUNCED_AT,
});

/** The fate of a misc or GPAIS record, from the fields every such row carries. */
export const voidFate = (
  r: BounceOf & { VOID_REASON: string | null; VOIDED_BY: string | null; VOIDED_AT: string | null },
): Fate =>
  r.STATUS === 'BOUNCED'
    ? bounceFate(r)
    : { status: r.STATUS, reason: r.VOID_REASON, by: r.VOIDED_BY, at: r.VOIDED_AT };

/** The fate of a mediclaim or membership payment. */
export const resetFate = (
  r: BounceOf & { RESET_REASON: string | null; RESET_BY: string | null; RESET_AT: string | null },
): Fate =>
  r.STATUS === 'BOUNCED' ? bounceFate(r) : { status: r.STATUS, reason: r.RESET_REASON, by: r.RESET_BY, at: r.RESET_AT };
