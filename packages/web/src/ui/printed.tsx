import { Text } from '@mantine/core';
import { amountInHindiWords } from '@trust/contract/hindi-amounts';
import { printsIn } from '@trust/contract/languages';
import { PRINTED_HINDI, type PrintedWord } from '@trust/contract/printed-words';
import { amountInWords } from '@trust/contract/receipt';
import { useTrustSettings } from './trust-settings';

/** Which of a receipt's languages this trust prints in (RECEIPT_LANGUAGES). */
export function usePrintedLanguages() {
  return printsIn(useTrustSettings().receiptLanguages);
}

/**
 * A printed word in the receipt's languages: the English as SPEC prints it, its Hindi under it, or
 * the Hindi alone. `detail` (a group, a year, a count) follows the word in each language.
 */
export function Printed({ word, detail }: { word: PrintedWord; detail?: string }) {
  const { english, hindi } = usePrintedLanguages();
  const tail = detail ? ` ${detail}` : '';
  if (!hindi) return `${word}${tail}`;
  const inHindi = (
    <span lang="hi" className={english ? 'printed-hindi' : undefined}>
      {PRINTED_HINDI[word]}
      {tail}
    </span>
  );
  return english ? (
    <>
      {word}
      {tail}
      {inHindi}
    </>
  ) : (
    inHindi
  );
}

/** A printed word on one line with its Hindi, for a letter's running text: 'Date / दिनांक'. */
export function usePrintedInline(): (word: PrintedWord) => string {
  const { english, hindi } = usePrintedLanguages();
  return (word) => (english && hindi ? `${word} / ${PRINTED_HINDI[word]}` : hindi ? PRINTED_HINDI[word] : word);
}

const IN_WORDS: PrintedWord = 'Amount in words:';

/** 'Amount in words: One Lakh Rupees Only', and 'राशि शब्दों में: एक लाख रुपये मात्र' as the languages ask. */
export function AmountInWords({ amount }: { amount: number }) {
  const { english, hindi } = usePrintedLanguages();
  return (
    <>
      {english ? (
        <Text mt="sm">
          <Text span fw={600}>
            {IN_WORDS}
          </Text>{' '}
          {amountInWords(amount)}
        </Text>
      ) : null}
      {hindi ? (
        <Text mt={english ? 4 : 'sm'} lang="hi">
          <Text span fw={600}>
            {PRINTED_HINDI[IN_WORDS]}
          </Text>{' '}
          {amountInHindiWords(amount)}
        </Text>
      ) : null}
    </>
  );
}

/** The trust's name and address at the head of a printed sheet, in Hindi too when the sheet prints Hindi and it is set. */
export function TrustHeading({ inReceiptLanguages }: { inReceiptLanguages: boolean }) {
  const { trustName, trustAddress, trustNameHindi, trustAddressHindi } = useTrustSettings();
  const { english, hindi } = usePrintedLanguages();
  const showsHindi = inReceiptLanguages && hindi && trustNameHindi !== '';
  const showsEnglish = !showsHindi || english;
  return (
    <div>
      {showsEnglish ? (
        <>
          <h1>{trustName}</h1>
          <p>{trustAddress}</p>
        </>
      ) : null}
      {showsHindi ? (
        <>
          <h1 lang="hi">{trustNameHindi}</h1>
          {trustAddressHindi ? <p lang="hi">{trustAddressHindi}</p> : null}
        </>
      ) : null}
    </div>
  );
}
