import { Stack, Text } from '@mantine/core';
import { recordedValue } from './recorded-value';
import { StatusBadge } from './status-badge';

export interface Fate {
  status: string;
  reason: string | null;
  by: string | null;
  at: string | null;
}

/** 'Wrong member — Asha Patil, 12/06/2026 10:30': why a receipt was voided or reset, who did it and when. */
export function fateLine({ reason, by, at }: Omit<Fate, 'status'>): string {
  const who = [by, recordedValue(at)].filter(Boolean).join(', ');
  return [reason, who].filter(Boolean).join(' — ');
}

/** A receipt's status badge and, when it was voided or reset, the reason, who and when beneath. */
export function FateCell(fate: Fate) {
  const line = fate.status === 'VOID' || fate.status === 'RESET' ? fateLine(fate) : '';
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

/** The fate of a misc or GPAIS record, from the fields every such row carries. */
export const voidFate = (r: {
  STATUS: string;
  VOID_REASON: string | null;
  VOIDED_BY: string | null;
  VOIDED_AT: string | null;
}): Fate => ({
  status: r.STATUS,
  reason: r.VOID_REASON,
  by: r.VOIDED_BY,
  at: r.VOIDED_AT,
});

/** The fate of a mediclaim or membership payment. */
export const resetFate = (r: {
  STATUS: string;
  RESET_REASON: string | null;
  RESET_BY: string | null;
  RESET_AT: string | null;
}): Fate => ({
  status: r.STATUS,
  reason: r.RESET_REASON,
  by: r.RESET_BY,
  at: r.RESET_AT,
});
