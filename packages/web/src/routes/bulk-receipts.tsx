import { Alert, Button, Group, Text } from '@mantine/core';
import { duplicateMark } from '@trust/contract/books';
import { bulkMessages } from '@trust/contract/season';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/client';
import { batchReceipt } from '../features/bulk-renewal/batch-receipt';
import { useBatch } from '../features/bulk-renewal/bulk-api';
import { errorText, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints } from '../i18n/screens/prints.en';
import { PrintLoading, PrintProblem } from '../ui/print-layout';
import { ReceiptAmounts, ReceiptFacts, ReceiptSignature } from '../ui/receipt-parts';
import { recordReceiptPrint } from '../ui/receipt-prints';
import { ReceiptSheet } from '../ui/receipt-sheet';
import { useTrustSettings } from '../ui/trust-settings';

/**
 * Every receipt of a bulk renewal, one to a printed page, each as the single receipt of its kind.
 * The Print button records a print of every receipt first, as the single receipt's does, so a
 * receipt printed again later carries 'DUPLICATE — copy N'; the browser's own print (Ctrl+P) of a
 * whole batch is not counted receipt by receipt.
 */
export default function BulkReceipts() {
  const t = useTexts(prints);
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const batchId = Number(id);
  const batch = useBatch(Number.isSafeInteger(batchId) ? batchId : 0);
  const { membershipPrefix } = useTrustSettings();
  const [copies, setCopies] = useState<ReadonlyMap<string, number>>(new Map());
  const [isRecording, setRecording] = useState(false);
  const [uncounted, setUncounted] = useState<string | null>(null);

  const back = (
    <Button component={Link} to="/bulk-renewal" variant="default">
      {tc('common.back')}
    </Button>
  );
  if (!(batchId > 0)) return <PrintProblem message={errorText(bulkMessages.batchNotFound)} back={back} />;
  if (batch.isPending) return <PrintLoading />;
  if (batch.isError) return <PrintProblem message={errorMessage(batch.error)} back={back} />;

  const receipts = batch.data.receipts.map((row) => batchReceipt(batch.data.kind, row, membershipPrefix));

  const print = async () => {
    setRecording(true);
    setUncounted(null);
    const recorded = new Map<string, number>();
    try {
      // One after another: a batch of hundreds at once would crowd the server for a print.
      for (const receipt of receipts) {
        recorded.set(receipt.receiptNo, (await recordReceiptPrint(receipt.receiptNo, 'RECEIPT')).copy);
      }
    } catch (error) {
      setUncounted(errorMessage(error));
    } finally {
      setRecording(false);
    }
    flushSync(() => setCopies(recorded));
    window.print();
  };

  return (
    <div className="print-page">
      <Group justify="space-between" className="no-print" mb="sm">
        <Text fw={600}>
          {t(receipts.length === 1 ? 'prints.batchReceipt' : 'prints.batchReceipts', {
            count: receipts.length.toLocaleString('en-IN'),
            id: batch.data.id,
          })}
        </Text>
        <Group gap="xs">
          {back}
          <Button onClick={() => void print()} loading={isRecording}>
            {tc('common.print')}
          </Button>
        </Group>
      </Group>
      {uncounted ? (
        <Alert color="yellow" variant="light" className="no-print" mb="sm">
          {t('prints.batchUncounted', { reason: uncounted })}
        </Alert>
      ) : null}
      {receipts.map((receipt) => {
        const copy = copies.get(receipt.receiptNo);
        return (
          <ReceiptSheet
            key={receipt.receiptNo}
            title={receipt.title}
            printedTitle={{ word: receipt.title }}
            mark={copy === undefined ? null : duplicateMark(copy)}
          >
            <ReceiptFacts label={t('prints.receipt', { receiptNo: receipt.receiptNo })} facts={receipt.facts} />
            <ReceiptAmounts lines={receipt.lines} total={receipt.total} />
            <ReceiptSignature verifyCode={receipt.verifyCode} />
          </ReceiptSheet>
        );
      })}
    </div>
  );
}
