import { Alert } from '@mantine/core';
import { cashbookMessages } from '@trust/contract/cashbook';
import type { BounceFlag } from '@trust/contract/renewal';
import { errorText, useLanguage } from '../i18n/catalogue';

/**
 * A subscription left unpaid by a cheque the bank returned: in red wherever its status shows, so
 * nobody reads EXPIRED as "forgot to renew" when the member did pay, by a cheque that bounced.
 */
export function BounceFlagAlert({ flag, title }: { flag: BounceFlag | null | undefined; title?: string }) {
  useLanguage();
  if (!flag) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert" p="xs">
      {errorText(cashbookMessages.bouncedFlag(flag.receipt_no, flag.date, flag.reason))}
    </Alert>
  );
}
