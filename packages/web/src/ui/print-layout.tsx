import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { booksMessages, duplicateMark, type PrintDocument } from '@trust/contract/books';
import type { ReactNode } from 'react';
import { type Fate, isSetApart } from './fate';
import { useReceiptPrints } from './receipt-prints';
import { recordedValue } from './recorded-value';
import { useTrustSettings } from './trust-settings';

/** A receipt or letter on its way: the spinner in the sheet's place. */
export function PrintLoading() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Why there is nothing to print (unknown record, failed request), and the way back. */
export function PrintProblem({ message, back }: { message: string; back: ReactNode }) {
  return (
    <Stack maw={600} mx="auto">
      <Alert color="red" variant="light">
        {message}
      </Alert>
      <Group>{back}</Group>
    </Stack>
  );
}

/** The receipt a sheet prints: its number (null when it has none), which document, and its fate. */
export interface ReceiptOnSheet {
  receiptNo: string | null;
  document?: PrintDocument;
  fate?: Fate;
}

const FATE_WORDS: Record<string, string> = { VOID: 'Voided', RESET: 'Reset', BOUNCED: 'Cheque bounced' };

/** The word across a sheet that does not count: CANCELLED for a void or reset, BOUNCED for a returned cheque. */
const markOf = (fate: Fate) => (fate.status === 'BOUNCED' ? 'BOUNCED' : booksMessages.cancelled);

/** 'CANCELLED: Voided by Asha Patil, 03/06/2026 10:30. Reason: Paid twice by mistake'. */
function cancelledLine(fate: Fate): string {
  const who = [fate.by, recordedValue(fate.at)].filter(Boolean).join(', ');
  return `${markOf(fate)}: ${FATE_WORDS[fate.status]}${who ? ` by ${who}` : ''}. Reason: ${fate.reason ?? ''}`;
}

/**
 * The one page every receipt and printed report uses: the trust's heading, the content, and a Print
 * button; in print only the page itself shows (styles.css hides the navigation, footer and buttons).
 * A receipt's prints are counted: every copy after the first says 'DUPLICATE — copy N', and a voided
 * or reset receipt prints CANCELLED across the sheet with the reason, who and when; one whose cheque
 * bounced prints BOUNCED.
 */
export function PrintLayout({
  title,
  children,
  actions,
  receipt,
  onPrint,
  isPrinting = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  receipt?: ReceiptOnSheet;
  /** What Print does instead of printing the sheet as it is (a report first fetches every line). */
  onPrint?: () => void;
  isPrinting?: boolean;
}) {
  const { trustName, trustAddress } = useTrustSettings();
  const prints = useReceiptPrints(receipt?.receiptNo ?? null, receipt?.document);
  const mark = prints.copy === null ? null : duplicateMark(prints.copy);
  const fate = receipt?.fate;
  const isCancelled = fate ? isSetApart(fate.status) : false;
  return (
    <div className="print-page">
      <Group justify="flex-end" className="no-print" mb="sm">
        {actions}
        <Button onClick={() => (onPrint ? onPrint() : void prints.print())} loading={prints.isLoading || isPrinting}>
          Print
        </Button>
      </Group>
      {prints.uncounted ? (
        <Alert color="yellow" variant="light" className="no-print" mb="sm">
          The prints of this receipt cannot be counted: {prints.uncounted}
        </Alert>
      ) : null}
      <article className="print-sheet" aria-label={title}>
        {isCancelled ? (
          <div className="cancelled-mark" aria-hidden="true">
            {fate ? markOf(fate) : null}
          </div>
        ) : null}
        <header className="print-heading">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <div>
            <h1>{trustName}</h1>
            <p>{trustAddress}</p>
          </div>
        </header>
        <h2 className="print-title">{title}</h2>
        {mark ? <p className="copy-mark">{mark}</p> : null}
        {isCancelled && fate ? (
          <Text c="red" fw={700} ta="center" mb="sm">
            {cancelledLine(fate)}
          </Text>
        ) : null}
        {children}
      </article>
    </div>
  );
}
