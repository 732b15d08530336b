import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { booksMessages, duplicateMark, type PrintDocument } from '@trust/contract/books';
import type { UserLanguage } from '@trust/contract/languages';
import { PRINTED_HINDI, type PrintedWord } from '@trust/contract/printed-words';
import type { ReactNode } from 'react';
import { useLanguage, useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';
import { prints as printTexts } from '../i18n/screens/prints.en';
import { type Fate, isSetApart } from './fate';
import { Printed, TrustHeading, usePrintedLanguages } from './printed';
import { useReceiptPrints } from './receipt-prints';
import { recordedValue } from './recorded-value';

/** A receipt or letter on its way: the spinner in the sheet's place. */
export function PrintLoading() {
  const tc = useTexts(common);
  return (
    <Center p="xl">
      <Loader aria-label={tc('common.loading')} />
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

/** A receipt's or slip's title as printed: a word of the glossary, and what follows it (a year). */
export interface PrintedTitle {
  word: PrintedWord;
  detail?: string;
}

/** The receipt a sheet prints: its number (null when it has none), which document, and its fate. */
export interface ReceiptOnSheet {
  receiptNo: string | null;
  document?: PrintDocument;
  fate?: Fate;
}

const FATE_WORDS: Record<string, PrintedWord> = { VOID: 'Voided', RESET: 'Reset', BOUNCED: 'Cheque bounced' };

/** The word across a sheet that does not count: CANCELLED for a void or reset, BOUNCED for a returned cheque. */
const markOf = (fate: Fate): PrintedWord => (fate.status === 'BOUNCED' ? 'BOUNCED' : 'CANCELLED');

/** 'CANCELLED: Voided by Asha Patil, 03/06/2026 10:30. Reason: Paid twice by mistake'. */
function cancelledLine(fate: Fate): string {
  const mark = fate.status === 'BOUNCED' ? 'BOUNCED' : booksMessages.cancelled;
  const who = [fate.by, recordedValue(fate.at)].filter(Boolean).join(', ');
  return `${mark}: ${FATE_WORDS[fate.status]}${who ? ` by ${who}` : ''}. Reason: ${fate.reason ?? ''}`;
}

/** The same in Hindi: 'रद्द: रद्द किया गया (Asha Patil, 03/06/2026 10:30)। कारण: Paid twice by mistake'. */
function cancelledLineInHindi(fate: Fate): string {
  const who = [fate.by, recordedValue(fate.at)].filter(Boolean).join(', ');
  const what = PRINTED_HINDI[FATE_WORDS[fate.status] ?? 'Voided'];
  return `${PRINTED_HINDI[markOf(fate)]}: ${what}${who ? ` (${who})` : ''}। ${PRINTED_HINDI['Reason:']} ${fate.reason ?? ''}`;
}

/** A printed title in the user's language, to name the sheet for a screen reader: 'GPAIS Receipt 2026-27'. */
function printedName({ word, detail }: PrintedTitle, language: UserLanguage): string {
  return `${language === 'hi' ? PRINTED_HINDI[word] : word}${detail ? ` ${detail}` : ''}`;
}

/**
 * The one page every receipt and printed report uses: the trust's heading, the content, and a Print
 * button; in print only the page itself shows (styles.css hides the navigation, footer and buttons).
 * The page's buttons and notices, and the sheet's name (`title`, else its printed title), are in the
 * user's language.
 * A receipt's prints are counted: every copy after the first says 'DUPLICATE — copy N', and a voided
 * or reset receipt prints CANCELLED across the sheet with the reason, who and when; one whose cheque
 * bounced prints BOUNCED. A receipt or slip names its printed title: the sheet then prints its
 * heading, title and labels in the trust's receipt languages (RECEIPT_LANGUAGES), and so its marks:
 * each with its Hindi under it, the cancelled line followed by its Hindi.
 */
export function PrintLayout({
  title,
  printedTitle,
  children,
  actions,
  receipt,
  onPrint,
  isPrinting = false,
}: {
  title?: string;
  printedTitle?: PrintedTitle;
  children: ReactNode;
  actions?: ReactNode;
  receipt?: ReceiptOnSheet;
  /** What Print does instead of printing the sheet as it is (a report first fetches every line). */
  onPrint?: () => void;
  isPrinting?: boolean;
}) {
  const t = useTexts(printTexts);
  const language = useLanguage();
  const tc = useTexts(common);
  const prints = useReceiptPrints(receipt?.receiptNo ?? null, receipt?.document);
  const mark = prints.copy === null ? null : duplicateMark(prints.copy);
  const fate = receipt?.fate;
  const languages = usePrintedLanguages();
  const bilingual = printedTitle !== undefined && languages.hindi;
  const isCancelled = fate ? isSetApart(fate.status) : false;
  const name = title ?? (printedTitle ? printedName(printedTitle, language) : '');
  return (
    <div className="print-page">
      <Group justify="flex-end" className="no-print" mb="sm">
        {actions}
        <Button onClick={() => (onPrint ? onPrint() : void prints.print())} loading={prints.isLoading || isPrinting}>
          {tc('common.print')}
        </Button>
      </Group>
      {prints.uncounted ? (
        <Alert color="yellow" variant="light" className="no-print" mb="sm">
          {t('prints.uncounted', { reason: prints.uncounted })}
        </Alert>
      ) : null}
      <article className="print-sheet" aria-label={name}>
        {isCancelled ? (
          <div className="cancelled-mark" aria-hidden="true">
            {fate ? bilingual ? <Printed word={markOf(fate)} /> : markOf(fate) : null}
          </div>
        ) : null}
        <header className="print-heading">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <TrustHeading inReceiptLanguages={printedTitle !== undefined} />
        </header>
        <h2 className="print-title">{printedTitle ? <Printed {...printedTitle} /> : title}</h2>
        {mark && prints.copy !== null ? (
          <p className="copy-mark">
            {bilingual ? <Printed word="DUPLICATE — copy" detail={String(prints.copy)} /> : mark}
          </p>
        ) : null}
        {isCancelled && fate ? (
          <>
            {!bilingual || languages.english ? (
              <Text c="red" fw={700} ta="center" mb={bilingual ? 0 : 'sm'}>
                {cancelledLine(fate)}
              </Text>
            ) : null}
            {bilingual ? (
              <Text c="red" fw={700} ta="center" mb="sm" lang="hi">
                {cancelledLineInHindi(fate)}
              </Text>
            ) : null}
          </>
        ) : null}
        {children}
      </article>
    </div>
  );
}
