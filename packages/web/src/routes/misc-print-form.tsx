import type { MemberRow } from '@trust/contract/member';
import { type MiscReceiptInput, miscMessages } from '@trust/contract/misc';
import { useMember } from '../features/members/get-member';
import { useCreateMiscReceipt } from '../features/misc/create-misc-receipt';
import { MiscReceiptForm } from '../features/misc/misc-receipt-form';
import { errorText, useTexts } from '../i18n/catalogue';
import { misc } from '../i18n/screens/misc.en';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (t: (id: keyof typeof misc) => string) => (member: MemberRow) => [
  { label: t('misc.name'), value: member.MEMBER_NAME },
  { label: t('misc.department'), value: member.DEPARTMENT },
  { label: t('misc.mobile'), value: member.MOBILE },
];

export default function MiscPrintForm() {
  const navigate = useNavigateNow();
  const createReceipt = useCreateMiscReceipt();
  const t = useTexts(misc);

  const add = async (values: MiscReceiptInput) => {
    const created = await savedOrFailed(() => createReceipt.mutateAsync(values));
    if (!created) return;
    const choice = await printOrHome(errorText(miscMessages.added));
    const memberId = encodeURIComponent(values.member_id);
    navigate(choice === 'print' ? `/print-misc-report/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title={t('misc.formTitle')}
      useLookup={useMember}
      notFound={{ text: errorText(miscMessages.memberNotFound) }}
      failed={{ text: errorText(miscMessages.noMember) }}
      details={details(t)}
      formLabel={t('misc.payment')}
    >
      {(_member, memberId) => <MiscReceiptForm memberId={memberId} onSubmit={add} />}
    </MemberFormSteps>
  );
}
