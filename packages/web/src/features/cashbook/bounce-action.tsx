import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../i18n/catalogue';
import { cashbook } from '../../i18n/screens/cashbook.en';
import { askBounce, type ChequeReceipt } from '../../ui/bounce-dialog';
import { ForRole } from '../../ui/signed-in';
import { bounceCheque } from './cashbook-api';

/** A cheque receipt as any list of the member's receipts gives it: its number, day, mode and fate. */
export interface ListedReceipt extends ChequeReceipt {
  mode: string;
  /** PAID for a misc or GPAIS record; ACTIVE or EXPIRED for a subscription payment that stands. */
  status: string;
}

/** Only a cheque that still stands can bounce: not one voided, reset or already bounced. */
export const canBounce = (r: ListedReceipt) =>
  r.mode === 'CHEQUE' && r.status !== 'VOID' && r.status !== 'RESET' && r.status !== 'BOUNCED';

/**
 * 'Bounce' beside a cheque receipt, for staff: a bounce changes a member's status, every report and
 * the cash book, so once it is recorded every list on screen is read again.
 */
export function BounceAction({ receipt }: { receipt: ListedReceipt }) {
  const t = useTexts(cashbook);
  const queryClient = useQueryClient();
  if (!canBounce(receipt)) return null;
  return (
    <ForRole needs="STAFF">
      <Button
        size="compact-sm"
        variant="light"
        color="orange"
        aria-label={t('cashbook.bounceOf', { receiptNo: receipt.receiptNo })}
        onClick={async () => {
          const isBounced = await askBounce(receipt, (input) => bounceCheque(receipt.receiptNo, input));
          if (isBounced) await queryClient.invalidateQueries();
        }}
      >
        {t('cashbook.bounce')}
      </Button>
    </ForRole>
  );
}
