import { Button } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import { miscMessages, miscTotal } from '@trust/contract/misc';
import { membershipNumber } from '@trust/contract/receipt';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../api/client';
import { useMiscReceipt } from '../features/misc/get-misc-receipt';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints } from '../i18n/screens/prints.en';
import { voidFate } from '../ui/fate';
import { PrintLayout, PrintLoading, PrintProblem } from '../ui/print-layout';
import { ReceiptAmounts, ReceiptFacts, ReceiptSignature } from '../ui/receipt-parts';
import { useTrustSettings } from '../ui/trust-settings';

export default function PrintMiscReport() {
  const t = useTexts(prints);
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const memberId = params.get('memberId') ?? '';
  const receipt = useMiscReceipt(id, memberId);
  const { membershipPrefix } = useTrustSettings();

  const back = (
    <Button
      component={Link}
      to={`/find-misc-report?memberId=${encodeURIComponent(receipt.data?.member_id ?? memberId)}`}
      variant="default"
    >
      {tc('common.back')}
    </Button>
  );

  if (receipt.isPending) return <PrintLoading />;
  if (receipt.isError || !receipt.data) {
    const isMissing = receipt.isSuccess || (receipt.error instanceof ApiError && receipt.error.status === 404);
    return (
      <PrintProblem
        message={isMissing ? errorText(miscMessages.recordNotFound) : errorMessage(receipt.error)}
        back={back}
      />
    );
  }

  const r = receipt.data;
  return (
    <PrintLayout
      printedTitle={{ word: 'Miscellaneous Receipt' }}
      actions={back}
      receipt={{ receiptNo: r.receipt_no, fate: voidFate(r) }}
    >
      <ReceiptFacts
        label={t('prints.receiptDetails')}
        facts={[
          { label: 'Receipt No', value: r.receipt_no },
          { label: 'Date', value: formatDisplayDate(r.date) },
          { label: 'Membership No', value: membershipNumber(membershipPrefix, r.member_id) },
          { label: 'Member Name', value: r.MEMBER_NAME },
          { label: 'Department', value: r.DEPARTMENT },
          { label: 'Mode of Payment', value: r.mode_of_payment },
          { label: 'Membership Period', value: r.membership_period },
        ]}
      />
      <ReceiptAmounts
        lines={[
          { label: 'Reissue Book', amount: r.reissue_book },
          { label: 'Subscription', amount: r.subscription_amount },
          { label: 'Bank Charges', amount: r.bank_charges ?? 0 },
          { label: 'Fine', amount: r.fine },
          { label: 'Misc (additional GMP premium)', amount: r.misc },
        ]}
        total={miscTotal(r)}
      />
      <ReceiptSignature verifyCode={r.verify_code} />
    </PrintLayout>
  );
}
