import { Badge } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import { type GpaInput, type GpaMemberRow, gpaMessages } from '@trust/contract/gpa';
import { miscMessages } from '@trust/contract/misc';
import { useCreateGpaRecord } from '../features/gpa/create-gpa-record';
import { useGpaMember } from '../features/gpa/get-gpa-member';
import { rupeesOrText } from '../features/gpa/gpa-receipt';
import type { GpaText } from '../features/gpa/gpa-record-columns';
import { GpaRecordForm } from '../features/gpa/gpa-record-form';
import { errorText, useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (t: GpaText) => (m: GpaMemberRow) => [
  { label: t('gpa.name'), value: m.MEMBER_NAME },
  { label: t('gpa.dateOfBirth'), value: formatDisplayDate(m.DATE_OF_BIRTH) },
  { label: t('gpa.sex'), value: m.SEX },
  { label: t('gpa.jobProfile'), value: m.JOB_PROFILE },
  { label: t('gpa.annualIncome'), value: rupeesOrText(m.ANNUAL_INCOME) },
  { label: t('gpa.icardNo'), value: m.ICARD_NO },
  {
    label: t('gpa.membershipStatus'),
    // Shown for information only: GPAIS may be taken whatever the membership status.
    value: (
      <Badge color={m.STATUS === 'ACTIVE' ? 'teal' : 'red'} variant="light">
        {m.STATUS}
      </Badge>
    ),
  },
];

export default function AddGpaRecord() {
  const navigate = useNavigateNow();
  const createRecord = useCreateGpaRecord();
  const t = useTexts(gpa);

  const add = async (values: GpaInput) => {
    const created = await savedOrFailed(() => createRecord.mutateAsync(values));
    if (!created) return;
    const choice = await printOrHome(errorText(gpaMessages.added));
    const memberId = encodeURIComponent(values.member_id);
    navigate(choice === 'print' ? `/print-gpa-record/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title={t('gpa.formTitle')}
      useLookup={useGpaMember}
      notFound={{ text: errorText(miscMessages.memberNotFound) }}
      failed={{ text: errorText(miscMessages.noMember) }}
      details={details(t)}
      formLabel={t('gpa.nomineeAndPayment')}
    >
      {(_member, memberId) => <GpaRecordForm memberId={memberId} onSubmit={add} />}
    </MemberFormSteps>
  );
}
