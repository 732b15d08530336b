import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import type { ReceiptFate } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import { formatRupees } from '@trust/contract/receipt';
import { type ReceiptVerification, VERIFY_KIND_TITLES } from '@trust/contract/verify';

export const verifyPageTexts = {
  genuine: 'Genuine receipt',
  stands: 'This receipt was issued by the trust and stands.',
  noLongerStands: {
    VOID: 'This receipt no longer stands: it was voided.',
    RESET: 'This receipt no longer stands: its payment was reset.',
    BOUNCED: 'This receipt no longer stands: its cheque bounced.',
  },
  checkCode: 'Check the code printed under the QR code on the receipt and type it again.',
} as const;

const STANDING_COLOURS: Record<ReceiptFate, string> = { PAID: 'green', VOID: 'red', RESET: 'orange', BOUNCED: 'red' };

/** A genuine receipt's particulars as the server answered them, and whether it still stands. */
export function ReceiptVerificationCard({ receipt }: { receipt: ReceiptVerification }) {
  const stands = receipt.standing === 'PAID';
  const rows: [string, string][] = [
    ['Issued by', receipt.trust_name],
    ['Receipt No', receipt.receipt_no],
    ['Date', formatDisplayDate(receipt.date)],
    ['Receipt', VERIFY_KIND_TITLES[receipt.kind]],
    ['Amount', formatRupees(receipt.amount)],
    ['Received From', receipt.member_name],
  ];
  return (
    <Stack gap="md">
      <Alert
        color={stands ? 'green' : 'red'}
        variant="light"
        title={verifyPageTexts.genuine}
        role="status"
        aria-label={verifyPageTexts.genuine}
      >
        <Text>
          {receipt.standing === 'PAID' ? verifyPageTexts.stands : verifyPageTexts.noLongerStands[receipt.standing]}
        </Text>
      </Alert>
      <Table aria-label="Receipt" withTableBorder withColumnBorders verticalSpacing={6}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%" bg="gray.0">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th bg="gray.0">Standing</Table.Th>
            <Table.Td>
              <Badge color={STANDING_COLOURS[receipt.standing]} size="lg" variant="filled">
                {receipt.standing}
              </Badge>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
