import { Button } from '@mantine/core';
import { renewalMessages } from '@trust/contract/renewal';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { EmailReceiptButton } from '../features/receipts/email-receipt';
import { usePastRecords } from '../features/receipts/get-past-records';
import { RECEIPT_KINDS, type ReceiptKind, receiptContent, receiptKind } from '../features/receipts/receipt-content';
import { PrintLayout, PrintLoading, PrintProblem } from '../ui/print-layout';
import { ReceiptAmounts, ReceiptFacts, ReceiptSignature } from '../ui/receipt-parts';
import { ForRole } from '../ui/signed-in';
import { useTrustSettings } from '../ui/trust-settings';

/** Where each receipt was printed from, so Back returns to that member's row. */
function backLink(kind: ReceiptKind | null, id: string): string {
  const query = `?id=${encodeURIComponent(id)}`;
  return kind === 'Membership' ? `/check-subscription-status${query}` : `/check-mediclaim-membership${query}`;
}

const NO_PAYMENT: Record<ReceiptKind, string> = {
  Membership: 'There is no membership payment to print for this member.',
  'Mediclaim Subscription': 'There is no mediclaim payment to print for this member.',
  Registration: '',
};

/** The receipts that can be e-mailed, by the kind the server names them. */
const EMAILED_KIND: Record<ReceiptKind, 'membership' | 'mediclaim' | null> = {
  Membership: 'membership',
  'Mediclaim Subscription': 'mediclaim',
  Registration: null,
};

/** The Membership, Mediclaim Subscription and Registration receipts of a member (docs/product.md), from the record. */
export default function PrintReport() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const kind = receiptKind(params.get('type'));
  const records = usePastRecords(kind ? id : '');
  const { membershipPrefix } = useTrustSettings();

  const back = (
    <Button component={Link} to={backLink(kind, id)} variant="default">
      Back
    </Button>
  );
  const problem = (message: string) => <PrintProblem message={message} back={back} />;

  if (!kind) return problem(`Unknown receipt type. Choose one of: ${RECEIPT_KINDS.join(', ')}.`);
  if (records.isPending) return <PrintLoading />;
  if (records.isError) return problem(errorMessage(records.error));
  if (!records.data) return problem(renewalMessages.memberNotFound);

  // Printed from the record alone: a bookFee (or any amount) in the address is ignored.
  const receipt = receiptContent(kind, records.data, { membershipPrefix });
  if (!receipt) return problem(NO_PAYMENT[kind]);
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
      title={receipt.title}
      printedTitle={{ word: receipt.title }}
      actions={actions}
      receipt={{ receiptNo: receipt.receiptNo, document: receipt.document, fate: receipt.fate }}
    >
      <ReceiptFacts label="Receipt details" facts={receipt.facts} />
      <ReceiptAmounts lines={receipt.lines} total={receipt.total} />
      <ReceiptSignature verifyCode={receipt.verifyCode} />
    </PrintLayout>
  );
}
