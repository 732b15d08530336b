import type { MediclaimStatusRow } from '@trust/contract/mediclaim';
import { useMemo } from 'react';
import { useMediclaimStatus } from '../features/mediclaim/get-mediclaim-status';
import { useResetMediclaim } from '../features/mediclaim/reset-mediclaim';
import { useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';
import { type StatusReceipt, SubscriptionStatus } from '../ui/subscription-status';

const printLink = (id: string, type: string) =>
  `/print-report/${encodeURIComponent(id)}?type=${encodeURIComponent(type)}`;

const renewPath = (id: string) => `/renew-membership/${encodeURIComponent(id)}`;
const isPrintDisabled = (status: string) => status === 'EXPIRED';

export default function CheckMediclaimMembership() {
  const t = useTexts(status);
  const texts = useMemo(
    () => ({
      headings: {
        name: t('status.mediclaim.name'),
        mobile: t('status.mediclaim.mobile'),
        email: t('status.mediclaim.email'),
        issueDate: t('status.mediclaim.issueDate'),
        amount: t('status.mediclaim.amount'),
        status: t('status.mediclaim.status'),
        id: t('status.mediclaim.id'),
        ticketNumber: t('status.mediclaim.ticketNumber'),
        action: t('status.mediclaim.action'),
      },
      actions: {
        renew: t('status.mediclaim.renew'),
        print: t('status.mediclaim.print'),
        reset: t('status.mediclaim.reset'),
      },
      /** PRINT offers the payment receipt and the registration receipt taken with it. */
      receipts: (row: MediclaimStatusRow): StatusReceipt[] => [
        { label: t('status.mediclaim.paymentReceipt'), to: printLink(row.ID_NUMBER, 'Mediclaim Subscription') },
        { label: t('status.mediclaim.registrationReceipt'), to: printLink(row.ID_NUMBER, 'Registration') },
      ],
    }),
    [t],
  );
  return (
    <SubscriptionStatus
      title={t('status.mediclaimTitle')}
      label={t('status.mediclaimLabel')}
      headings={texts.headings}
      actions={texts.actions}
      renewPath={renewPath}
      receipts={texts.receipts}
      isPrintDisabled={isPrintDisabled}
      useStatus={useMediclaimStatus}
      useReset={useResetMediclaim}
    />
  );
}
