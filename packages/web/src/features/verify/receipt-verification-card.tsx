import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import type { ReceiptFate } from '@trust/contract/books';
import { formatDisplayDate } from '@trust/contract/dates';
import { PRINTED_HINDI, type PrintedWord } from '@trust/contract/printed-words';
import { formatRupees } from '@trust/contract/receipt';
import { type ReceiptVerification, VERIFY_KIND_TITLES } from '@trust/contract/verify';
import { useLanguage, useTexts } from '../../i18n/catalogue';
import { verify } from '../../i18n/screens/verify.en';

const STANDING_COLOURS: Record<ReceiptFate, string> = { PAID: 'green', VOID: 'red', RESET: 'orange', BOUNCED: 'red' };

/** A genuine receipt's particulars as the server answered them, and whether it still stands. */
export function ReceiptVerificationCard({ receipt }: { receipt: ReceiptVerification }) {
  const t = useTexts(verify);
  const language = useLanguage();
  const stands = receipt.standing === 'PAID';
  const title = VERIFY_KIND_TITLES[receipt.kind] as PrintedWord;
  const rows: [string, string][] = [
    [t('verify.issuedBy'), receipt.trust_name],
    [t('verify.receiptNo'), receipt.receipt_no],
    [t('verify.date'), formatDisplayDate(receipt.date)],
    [t('verify.receipt'), language === 'hi' ? PRINTED_HINDI[title] : title],
    [t('verify.amount'), formatRupees(receipt.amount)],
    [t('verify.receivedFrom'), receipt.member_name],
  ];
  return (
    <Stack gap="md">
      <Alert
        color={stands ? 'green' : 'red'}
        variant="light"
        title={t('verify.genuine')}
        role="status"
        aria-label={t('verify.genuine')}
      >
        <Text>{receipt.standing === 'PAID' ? t('verify.stands') : t(`verify.${receipt.standing}`)}</Text>
      </Alert>
      <Table aria-label={t('verify.receipt')} withTableBorder withColumnBorders verticalSpacing={6}>
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
            <Table.Th bg="gray.0">{t('verify.standing')}</Table.Th>
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
