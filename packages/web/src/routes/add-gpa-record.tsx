import { Alert, Badge, Center, Divider, Loader, Stack } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import { type GpaInput, gpaMessages } from '@trust/contract/gpa';
import { miscMessages } from '@trust/contract/misc';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useCreateGpaRecord } from '../features/gpa/create-gpa-record';
import { useGpaMember } from '../features/gpa/get-gpa-member';
import { rupeesOrText } from '../features/gpa/gpa-receipt';
import { GpaRecordForm } from '../features/gpa/gpa-record-form';
import { Details } from '../ui/details';
import { notice, printOrHome } from '../ui/dialogs';
import { MemberIdSearch } from '../ui/member-id-search';
import { Page } from '../ui/page';

export default function AddGpaRecord() {
  const navigate = useNavigate();
  const [memberId, setMemberId] = useState('');
  const member = useGpaMember(memberId);
  const createRecord = useCreateGpaRecord();

  const add = async (values: GpaInput) => {
    let created: { id: number };
    try {
      created = await createRecord.mutateAsync(values);
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
      return;
    }
    const choice = await printOrHome(gpaMessages.added);
    navigate(choice === 'print' ? `/print-gpa-record/${created.id}?memberId=${encodeURIComponent(memberId)}` : '/');
  };

  let step2 = null;
  if (memberId === '') step2 = null;
  else if (member.isPending)
    step2 = (
      <Center p="md">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  else if (member.isError)
    step2 = (
      <Alert color="red" variant="light">
        {miscMessages.noMember}
      </Alert>
    );
  else if (!member.data)
    step2 = (
      <Alert color="red" variant="light">
        {miscMessages.memberNotFound}
      </Alert>
    );
  else {
    const m = member.data;
    step2 = (
      <Stack>
        <Details
          label="Member"
          items={[
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
          ]}
        />
        <Divider label="Nominee and payment" labelPosition="left" />
        <GpaRecordForm key={memberId} memberId={memberId} onSubmit={add} />
      </Stack>
    );
  }

  return (
    <Page title="GPAIS form" maw={1100}>
      <MemberIdSearch
        onSearch={(id) => (id === memberId ? void member.refetch() : setMemberId(id))}
        isLoading={member.isFetching}
      />
      {step2}
    </Page>
  );
}
