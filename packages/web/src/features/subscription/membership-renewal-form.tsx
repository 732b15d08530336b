import { MEMBERSHIP_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type MembershipRenewalFormValues,
  type MembershipRenewalInput,
  membershipExpiry,
  membershipRenewalInput,
} from '@trust/contract/subscription';
import { useTexts } from '../../i18n/catalogue';
import { renewals } from '../../i18n/screens/renewals.en';
import { type RenewalField, RenewalForm } from '../../ui/renewal-form';

interface MembershipRenewalFormProps {
  memberId: string;
  today: string;
  /** The subscription amount of Update Amount, when one is set. */
  amount: number | null;
  onSubmit: (values: MembershipRenewalInput) => Promise<void>;
}

const FIELDS: readonly RenewalField<keyof MembershipRenewalFormValues>[] = [
  {
    kind: 'select',
    name: 'mode_of_payment',
    label: 'renewals.modeOfPayment',
    placeholder: 'renewals.selectModeOfPayment',
    options: MEMBERSHIP_PAYMENT_MODES,
  },
  { kind: 'text', name: 'amount', label: 'renewals.amount', isRequired: true, isMoney: true },
  { kind: 'text', name: 'remarks', label: 'renewals.bookFee', isMoney: true, placeholder: '0' },
  { kind: 'date', name: 'issue_date', label: 'renewals.issueDate' },
  { kind: 'date', name: 'expiry_date', label: 'renewals.expiryDate' },
];

/**
 * The membership payment: how it was paid, the amount and the book fee (empty is sent as 0), and its
 * period, today to 31 December unless changed.
 */
export function MembershipRenewalForm({ memberId, today, amount, onSubmit }: MembershipRenewalFormProps) {
  const t = useTexts(renewals);
  return (
    <RenewalForm
      schema={membershipRenewalInput}
      defaultValues={{
        id_number: memberId,
        issue_date: today,
        expiry_date: membershipExpiry(today),
        mode_of_payment: '',
        amount: amount === null ? '' : String(amount),
        remarks: '',
      }}
      fields={FIELDS}
      expiry={membershipExpiry}
      submitLabel={t('renewals.renewMembership')}
      onSubmit={onSubmit}
    />
  );
}
