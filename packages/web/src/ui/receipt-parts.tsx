import { Table, Text } from '@mantine/core';
import { amountInWords, formatRupees } from '@trust/contract/receipt';

export interface ReceiptFact {
  label: string;
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
                {fact.label}
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

export interface ReceiptLine {
  label: string;
  amount: number;
}

/** What was paid, line by line in rupees, the total in figures and, below, in words. */
export function ReceiptAmounts({
  lines,
  total,
  totalLabel = 'Total',
}: {
  lines: readonly ReceiptLine[];
  total: number;
  totalLabel?: string;
}) {
  return (
    <>
      <Table aria-label="Amounts" withTableBorder withColumnBorders verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Particulars</Table.Th>
            <Table.Th ta="right" w="30%">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.label}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td ta="right">{formatRupees(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className="total-row">
            <Table.Th>{totalLabel}</Table.Th>
            <Table.Th ta="right">{formatRupees(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Text mt="sm">
        <Text span fw={600}>
          Amount in words:
        </Text>{' '}
        {amountInWords(total)}
      </Text>
    </>
  );
}

/** The foot of every receipt: where the trust's officer signs. */
export function ReceiptSignature() {
  return (
    <Text ta="right" mt={48} size="sm">
      Authorised Signatory
    </Text>
  );
}
