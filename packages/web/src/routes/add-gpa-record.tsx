import { Badge } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import { type GpaInput, type GpaMemberRow, gpaMessages } from '@trust/contract/gpa';
import { miscMessages } from '@trust/contract/misc';
import { useCreateGpaRecord } from '../features/gpa/create-gpa-record';
import { useGpaMember } from '../features/gpa/get-gpa-member';
import { rupeesOrText } from '../features/gpa/gpa-receipt';
import { GpaRecordForm } from '../features/gpa/gpa-record-form';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (m: GpaMemberRow) => [
  { label: 'Name', value: m.MEMBER_NAME },
  { label: 'Date of Birth', value: formatDisplayDate(m.DATE_OF_BIRTH) },
  { label: 'Sex', value: m.SEX },
  { label: 'Job Profile', value: m.JOB_PROFILE },
  { label: 'Annual Income', value: rupeesOrText(m.ANNUAL_INCOME) },
  { label: 'ICard No', value: m.ICARD_NO },
  {
    label: 'Membership Status',
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

  const add = async (values: GpaInput) => {
    const created = await savedOrFailed(() => createRecord.mutateAsync(values));
    if (!created) return;
    const choice = await printOrHome(gpaMessages.added);
    const memberId = encodeURIComponent(values.member_id);
    navigate(choice === 'print' ? `/print-gpa-record/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title="GPAIS form"
      useLookup={useGpaMember}
      notFound={{ text: miscMessages.memberNotFound }}
      failed={{ text: miscMessages.noMember }}
      details={details}
      formLabel="Nominee and payment"
    >
      {(_member, memberId) => <GpaRecordForm memberId={memberId} onSubmit={add} />}
    </MemberFormSteps>
  );
}
