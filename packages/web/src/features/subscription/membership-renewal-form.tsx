import { MEMBERSHIP_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type MembershipRenewalFormValues,
  type MembershipRenewalInput,
  membershipExpiry,
  membershipRenewalInput,
} from '@trust/contract/subscription';
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
    label: 'Mode of Payment',
    placeholder: 'Select mode of payment',
    options: MEMBERSHIP_PAYMENT_MODES,
  },
  { kind: 'text', name: 'amount', label: 'Amount', isRequired: true, isMoney: true },
  { kind: 'text', name: 'remarks', label: 'Book Fee', isMoney: true, placeholder: '0' },
  { kind: 'date', name: 'issue_date', label: 'Issue Date' },
  { kind: 'date', name: 'expiry_date', label: 'Expiry Date' },
];

/**
 * The membership payment: how it was paid, the amount and the book fee (empty is sent as 0), and its
 * period, today to 31 December unless changed.
 */
export function MembershipRenewalForm({ memberId, today, amount, onSubmit }: MembershipRenewalFormProps) {
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
      submitLabel="Renew Membership"
      onSubmit={onSubmit}
    />
  );
}
