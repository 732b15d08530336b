import { Button } from '@mantine/core';
import { renewalMessages } from '@trust/contract/renewal';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { EmailReceiptButton } from '../features/receipts/email-receipt';
import { usePastRecords } from '../features/receipts/get-past-records';
import { RECEIPT_KINDS, type ReceiptKind, receiptContent, receiptKind } from '../features/receipts/receipt-content';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints } from '../i18n/screens/prints.en';
import { PrintLayout, PrintLoading, PrintProblem } from '../ui/print-layout';
import { ReceiptAmounts, ReceiptFacts, ReceiptSignature } from '../ui/receipt-parts';
import { ForRole } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

/** Where each receipt was printed from, so Back returns to that member's row. */
function backLink(kind: ReceiptKind | null, id: string): string {
  const query = `?id=${encodeURIComponent(id)}`;
  return kind === 'Membership' ? `/check-subscription-status${query}` : `/check-mediclaim-membership${query}`;
}

/** Why a kind's receipt cannot be printed when the member has no such payment (a registration always has one). */
const NO_PAYMENT: Record<ReceiptKind, keyof typeof prints | null> = {
  Membership: 'prints.noMembershipPayment',
  'Mediclaim Subscription': 'prints.noMediclaimPayment',
  Registration: null,
};

/** The receipts that can be e-mailed, by the kind the server names them. */
const EMAILED_KIND: Record<ReceiptKind, 'membership' | 'mediclaim' | null> = {
  Membership: 'membership',
  'Mediclaim Subscription': 'mediclaim',
  Registration: null,
};

/** The Membership, Mediclaim Subscription and Registration receipts of a member (docs/product.md), from the record. */
export default function PrintReport() {
  const t = useTexts(prints);
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = receiptKind(params.get('type'));
  const records = usePastRecords(kind ? id : '');
  const { membershipPrefix } = useTrustSettings();

  const back = (
    <Button component={Link} to={backLink(kind, id)} variant="default">
      {tc('common.back')}
    </Button>
  );
  const problem = (message: string) => <PrintProblem message={message} back={back} />;

  if (!kind) return problem(t('prints.unknownReceiptType', { kinds: RECEIPT_KINDS.join(', ') }));
  if (records.isPending) return <PrintLoading />;
  if (records.isError) return problem(errorMessage(records.error));
  if (!records.data) return problem(errorText(renewalMessages.memberNotFound));

  // Printed from the record alone: a bookFee (or any amount) in the address is ignored.
  const receipt = receiptContent(kind, records.data, { membershipPrefix });
  if (!receipt) {
    const noPayment = NO_PAYMENT[kind];
    return problem(noPayment ? t(noPayment) : '');
  }
  const emailKind = EMAILED_KIND[kind];
  const actions = emailKind ? (
    <>
      {back}
      {/* E-mailing queues a message to the member: a STAFF action, which a VIEWER is not shown. */}
      <ForRole needs="STAFF">
        <EmailReceiptButton
          memberId={id}
          kind={emailKind}
          memberEmail={records.data.EMAIL}
          receiptNo={receipt.receiptNo}
        />
      </ForRole>
    </>
  ) : (
    back
  );

  return (
    <PrintLayout
      printedTitle={{ word: receipt.title }}
      actions={actions}
      receipt={{ receiptNo: receipt.receiptNo, document: receipt.document, fate: receipt.fate }}
    >
      <ReceiptFacts label={t('prints.receiptDetails')} facts={receipt.facts} />
      <ReceiptAmounts lines={receipt.lines} total={receipt.total} />
      <ReceiptSignature verifyCode={receipt.verifyCode} />
    </PrintLayout>
  );
}
