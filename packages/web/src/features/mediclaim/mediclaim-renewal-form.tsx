import { MEDICLAIM_GROUPS, MEDICLAIM_PAYMENT_MODES } from '@trust/contract/enums';
import {
  type MediclaimRenewalFormValues,
  type MediclaimRenewalInput,
  mediclaimExpiry,
  mediclaimRenewalInput,
} from '@trust/contract/mediclaim';
import { useTexts } from '../../i18n/catalogue';
import { renewals } from '../../i18n/screens/renewals.en';
import { type RenewalField, RenewalForm } from '../../ui/renewal-form';

interface MediclaimRenewalFormProps {
  memberId: string;
  today: string;
  /** 'N Years M Months': the member's age, which the old system records as the reference number. */
  reference: string;
  /** The mediclaim fee of the member's family group, when one is set. */
  amount: number | null;
  onSubmit: (values: MediclaimRenewalInput) => Promise<void>;
}

const FIELDS: readonly RenewalField<keyof MediclaimRenewalFormValues>[] = [
  { kind: 'date', name: 'issue_date', label: 'renewals.issueDate' },
  { kind: 'date', name: 'expiry_date', label: 'renewals.expiryDate' },
  {
    kind: 'select',
    name: 'mode_of_payment',
    label: 'renewals.modeOfPayment',
    placeholder: 'renewals.selectModeOfPayment',
    options: MEDICLAIM_PAYMENT_MODES,
  },
  { kind: 'text', name: 'reference_number', label: 'renewals.referenceNumber' },
  { kind: 'text', name: 'bank', label: 'renewals.bank' },
  { kind: 'text', name: 'branch', label: 'renewals.branch' },
  { kind: 'text', name: 'amount', label: 'renewals.amount', isRequired: true, isMoney: true },
  {
    kind: 'select',
    name: 'remarks',
    label: 'renewals.group',
    placeholder: 'renewals.selectGroup',
    options: MEDICLAIM_GROUPS,
  },
];

/** The mediclaim payment: its period (today to 30 April next year unless changed), how it was paid, the group. */
export function MediclaimRenewalForm({ memberId, today, reference, amount, onSubmit }: MediclaimRenewalFormProps) {
  const t = useTexts(renewals);
  return (
    <RenewalForm
      schema={mediclaimRenewalInput}
      defaultValues={{
        id_number: memberId,
        issue_date: today,
        expiry_date: mediclaimExpiry(today),
        mode_of_payment: '',
        reference_number: reference,
        bank: '',
        branch: '',
        amount: amount === null ? '' : String(amount),
        remarks: '',
      }}
      fields={FIELDS}
      expiry={mediclaimExpiry}
      submitLabel={t('renewals.renewMediclaim')}
      onSubmit={onSubmit}
    />
  );
}
