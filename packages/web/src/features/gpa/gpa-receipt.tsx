import { Title } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import {
  type GpaDependentRecordToPrint,
  type GpaRecordRow,
  type GpaRecordToPrint,
  gmpPeriod,
  gpaYearLabel,
} from '@trust/contract/gpa';
import { formatRupees, membershipNumber } from '@trust/contract/receipt';
import { useTexts } from '../../i18n/catalogue';
import { prints } from '../../i18n/screens/prints.en';
import type { PrintedTitle } from '../../ui/print-layout';
import { Printed } from '../../ui/printed';
import { ReceiptAmounts, type ReceiptFact, ReceiptFacts, ReceiptSignature } from '../../ui/receipt-parts';

/** The receipt's title as printed: 'GPAIS Receipt 2026-27', the year being the record's. */
export function gpaPrintedTitle(record: Pick<GpaRecordRow, 'date'>, isDependent = false): PrintedTitle {
  return { word: isDependent ? 'Dependent GPAIS Receipt' : 'GPAIS Receipt', detail: gpaYearLabel(record.date) };
}

/** Annual income is stored as typed: rupees when it is a number, else the text itself. */
export const rupeesOrText = (value: string) => (/^[0-9]{1,9}$/.test(value) ? formatRupees(Number(value)) : value);

interface GpaReceiptProps {
  record: GpaRecordToPrint | GpaDependentRecordToPrint;
  membershipPrefix: string;
}

/** The body of a GPAIS receipt, for a member or (when the record names one) a dependent. */
export function GpaReceipt({ record: r, membershipPrefix }: GpaReceiptProps) {
  const t = useTexts(prints);
  const period = gmpPeriod(r.date);
  const insured: ReceiptFact[] =
    'dependent_id' in r
      ? [
          { label: 'Dependent Name', value: r.DEPENDENT_NAME },
          { label: 'Relation', value: r.RELATION },
          { label: 'Date of Birth', value: formatDisplayDate(r.DOB) },
          { label: 'Sex', value: r.DEPENDENT_SEX },
          { label: 'Member Name', value: r.MEMBER_NAME },
          { label: 'ICard No', value: r.ICARD_NO },
        ]
      : [
          { label: 'Member Name', value: r.MEMBER_NAME },
          { label: 'Date of Birth', value: formatDisplayDate(r.DATE_OF_BIRTH) },
          { label: 'Sex', value: r.SEX },
          { label: 'Job Profile', value: r.JOB_PROFILE },
          { label: 'Annual Income', value: rupeesOrText(r.ANNUAL_INCOME) },
          { label: 'ICard No', value: r.ICARD_NO },
        ];
  return (
    <>
      <ReceiptFacts
        label={t('prints.receiptDetails')}
        facts={[
          { label: 'Receipt No', value: r.receipt_no },
          { label: 'Date', value: formatDisplayDate(r.date) },
          { label: 'Membership No', value: membershipNumber(membershipPrefix, r.member_id) },
          { label: 'Year', value: gpaYearLabel(r.date) },
          {
            label: 'GMP Period',
            value: `${formatDisplayDate(period.from)} to ${formatDisplayDate(period.to)}`,
          },
          { label: 'Payment Mode', value: r.risk_group },
          { label: 'Sum Assured (SA)', value: formatRupees(r.sa_amount) },
          { label: 'Premium', value: formatRupees(r.premium_amount) },
        ]}
      />
      <Title order={3} size="h5" mb={6}>
        <Printed word="Insured" />
      </Title>
      <ReceiptFacts label={t('prints.insured')} facts={insured} />
      <Title order={3} size="h5" mb={6}>
        <Printed word="Nominee" />
      </Title>
      <ReceiptFacts
        label={t('prints.nominee')}
        facts={[
          { label: 'Nominee Name', value: r.nominee_name },
          { label: 'Relation', value: r.nominee_relation },
          { label: 'Date of Birth', value: formatDisplayDate(r.nominee_dob) },
          { label: 'Guardian', value: r.nominee_guardian },
        ]}
      />
      <ReceiptAmounts lines={[{ label: 'GPAIS Premium', amount: r.premium_amount }]} total={r.premium_amount} />
      <ReceiptSignature verifyCode={r.verify_code} />
    </>
  );
}
