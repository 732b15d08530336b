import type { MemberRow } from '@trust/contract/member';
import { type MiscReceiptInput, miscMessages } from '@trust/contract/misc';
import { useMember } from '../features/members/get-member';
import { useCreateMiscReceipt } from '../features/misc/create-misc-receipt';
import { MiscReceiptForm } from '../features/misc/misc-receipt-form';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (member: MemberRow) => [
  { label: 'Name', value: member.MEMBER_NAME },
  { label: 'Department', value: member.DEPARTMENT },
  { label: 'Mobile', value: member.MOBILE },
];

export default function MiscPrintForm() {
  const navigate = useNavigateNow();
  const createReceipt = useCreateMiscReceipt();

  const add = async (values: MiscReceiptInput) => {
    const created = await savedOrFailed(() => createReceipt.mutateAsync(values));
    if (!created) return;
    const choice = await printOrHome(miscMessages.added);
    const memberId = encodeURIComponent(values.member_id);
    navigate(choice === 'print' ? `/print-misc-report/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title="Miscellaneous payment receipt form"
      useLookup={useMember}
      notFound={{ text: miscMessages.memberNotFound }}
      failed={{ text: miscMessages.noMember }}
      details={details}
      formLabel="Payment"
    >
      {(_member, memberId) => <MiscReceiptForm memberId={memberId} onSubmit={add} />}
    </MemberFormSteps>
  );
}
