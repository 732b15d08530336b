import { Group, Table, Text } from '@mantine/core';
import type { PrintedWord } from '@trust/contract/printed-words';
import { formatRupees } from '@trust/contract/receipt';
import { useTexts } from '../i18n/catalogue';
import { prints } from '../i18n/screens/prints.en';
import { AmountInWords, Printed } from './printed';
import { ReceiptVerification } from './receipt-verification';

/** A particular of a receipt: its printed label (in the receipt's languages) and its value as stored. */
export interface ReceiptFact {
  label: PrintedWord;
  value: string;
}

/** The particulars of a receipt (number, date, member, …) as label and value, two pairs a row. */
export function ReceiptFacts({ facts, label }: { facts: readonly ReceiptFact[]; label: string }) {
  const rows: ReceiptFact[][] = [];
  for (let i = 0; i < facts.length; i += 2) rows.push(facts.slice(i, i + 2));
  return (
    <Table className="receipt-facts" aria-label={label} withTableBorder withColumnBorders verticalSpacing={6} mb="md">
      <Table.Tbody>
        {rows.map((pair) => (
          <Table.Tr key={pair[0]?.label}>
            {pair.map((fact) => [
              <Table.Th key={`${fact.label}-label`} w="20%" bg="gray.0">
                <Printed word={fact.label} />
              </Table.Th>,
              <Table.Td key={`${fact.label}-value`} w="30%">
                {fact.value || '—'}
              </Table.Td>,
            ])}
            {pair.length === 1 ? <Table.Td colSpan={2} /> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A line of what was paid: its printed label, what follows it in each language (a group, a count), its amount. */
export interface ReceiptLine {
  label: PrintedWord;
  detail?: string;
  amount: number;
}

/** What was paid, line by line in rupees, the total in figures and, below, in words. */
export function ReceiptAmounts({ lines, total }: { lines: readonly ReceiptLine[]; total: number }) {
  const t = useTexts(prints);
  return (
    <>
      <Table aria-label={t('prints.amounts')} withTableBorder withColumnBorders verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Printed word="Particulars" />
            </Table.Th>
            <Table.Th ta="right" w="30%">
              <Printed word="Amount" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Td>
                <Printed word={line.label} detail={line.detail} />
              </Table.Td>
              <Table.Td ta="right">{formatRupees(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className="total-row">
            <Table.Th>
              <Printed word="Total" />
            </Table.Th>
            <Table.Th ta="right">{formatRupees(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <AmountInWords amount={total} />
    </>
  );
}

/**
 * The foot of every receipt: the QR code and address that verify it (when the receipt has a code),
 * and where the trust's officer signs.
 */
export function ReceiptSignature({ verifyCode }: { verifyCode?: string | null }) {
  return (
    <Group justify={verifyCode ? 'space-between' : 'flex-end'} align="flex-end" mt="md" wrap="nowrap">
      {verifyCode ? <ReceiptVerification code={verifyCode} /> : null}
      <Text ta="right" mt={48} size="sm">
        <Printed word="Authorised Signatory" />
      </Text>
    </Group>
  );
}
