import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type GpaDependentRecordToPrint, type GpaRecordToPrint, gpaMessages } from '@trust/contract/gpa';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { common } from '../../i18n/screens/common.en';
import { voidFate } from '../../ui/fate';
import { PrintLayout, PrintLoading, PrintProblem } from '../../ui/print-layout';
import { useTrustSettings } from '../../ui/trust-settings';
import { GpaReceipt, gpaPrintedTitle } from './gpa-receipt';

interface GpaReceiptPageProps<Row extends GpaRecordToPrint | GpaDependentRecordToPrint> {
  /** The record of the address (/…/{id}?memberId=), or null when that member has no such record. */
  useRecord: (id: string, memberId: string) => UseQueryResult<Row | null>;
  /** The find screen that Back returns to, with the member searched again. */
  findPath: string;
  isDependent: boolean;
}

/** The GPAIS receipt of a member's record or of a dependent's: the two differ only in these props. */
export function GpaReceiptPage<Row extends GpaRecordToPrint | GpaDependentRecordToPrint>({
  useRecord,
  findPath,
  isDependent,
}: GpaReceiptPageProps<Row>) {
  const tc = useTexts(common);
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const memberId = params.get('memberId')?.trim() ?? '';
  const record = useRecord(id, memberId);
  const { membershipPrefix } = useTrustSettings();

  const back = (
    <Button component={Link} to={`${findPath}?memberId=${encodeURIComponent(memberId)}`} variant="default">
      {tc('common.back')}
    </Button>
  );

  if (memberId !== '' && record.isPending) return <PrintLoading />;
  if (!record.data) {
    const message = record.isError ? errorMessage(record.error) : errorText(gpaMessages.recordNotFound);
    return <PrintProblem message={message} back={back} />;
  }
  return (
    <PrintLayout
      printedTitle={gpaPrintedTitle(record.data, isDependent)}
      actions={back}
      receipt={{ receiptNo: record.data.receipt_no, fate: voidFate(record.data) }}
    >
      <GpaReceipt record={record.data} membershipPrefix={membershipPrefix} />
    </PrintLayout>
  );
}
