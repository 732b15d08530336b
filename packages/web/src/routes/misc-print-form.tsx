import { Alert, Center, Divider, Loader, Stack } from '@mantine/core';
import { type MiscReceiptInput, miscMessages } from '@trust/contract/misc';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useMember } from '../features/members/get-member';
import { useCreateMiscReceipt } from '../features/misc/create-misc-receipt';
import { MiscReceiptForm } from '../features/misc/misc-receipt-form';
import { Details } from '../ui/details';
import { notice, printOrHome } from '../ui/dialogs';
import { MemberIdSearch } from '../ui/member-id-search';
import { Page } from '../ui/page';

export default function MiscPrintForm() {
  const navigate = useNavigate();
  const [memberId, setMemberId] = useState('');
  const member = useMember(memberId);
  const createReceipt = useCreateMiscReceipt();

  const add = async (values: MiscReceiptInput) => {
    let created: { id: number };
    try {
      created = await createReceipt.mutateAsync(values);
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
      return;
    }
    const choice = await printOrHome(miscMessages.added);
    navigate(choice === 'print' ? `/print-misc-report/${created.id}?memberId=${encodeURIComponent(memberId)}` : '/');
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
  else
    step2 = (
      <Stack>
        <Details
          label="Member"
          items={[
            { label: 'Name', value: member.data.MEMBER_NAME },
            { label: 'Department', value: member.data.DEPARTMENT },
            { label: 'Mobile', value: member.data.MOBILE },
          ]}
        />
        <Divider label="Payment" labelPosition="left" />
        <MiscReceiptForm key={memberId} memberId={memberId} onSubmit={add} />
      </Stack>
    );

  return (
    <Page title="Miscellaneous payment receipt form" maw={1100}>
      <MemberIdSearch
        onSearch={(id) => (id === memberId ? void member.refetch() : setMemberId(id))}
        isLoading={member.isFetching}
      />
      {step2}
    </Page>
  );
}
