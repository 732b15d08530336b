import type { DependentRow } from '@trust/contract/dependent';
import { type GpaDependentInput, gpaMessages } from '@trust/contract/gpa';
import { useCreateDependentGpaRecord } from '../features/gpa/create-dependent-gpa-record';
import { useGpaDependents } from '../features/gpa/get-gpa-dependents';
import { GpaRecordForm, type GpaRecordValues } from '../features/gpa/gpa-record-form';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (dependents: DependentRow[], memberId: string) => [
  { label: 'Member', value: dependents[0]?.MEMBER_NAME },
  { label: 'Member ID', value: memberId },
  { label: 'Dependents', value: String(dependents.length) },
];

export default function AddDependentGpaRecord() {
  const navigate = useNavigateNow();
  const createRecord = useCreateDependentGpaRecord();

  const add = async (values: GpaRecordValues) => {
    // With dependents to pick from, the form hands over a dependent's record.
    const record = values as GpaDependentInput;
    const created = await savedOrFailed(() => createRecord.mutateAsync(record));
    if (!created) return;
    const choice = await printOrHome(gpaMessages.added);
    const memberId = encodeURIComponent(record.member_id);
    navigate(choice === 'print' ? `/print-dependent-gpa-record/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title="Add/renew dependent GPAIS form"
      searchLabel="Get Dependents"
      useLookup={useGpaDependents}
      notFound={{ title: gpaMessages.noDependentsTitle, text: gpaMessages.noDependents }}
      failed={{ title: gpaMessages.fetchFailedTitle, text: gpaMessages.fetchFailed }}
      details={details}
      formLabel="Dependent, nominee and payment"
    >
      {(dependents, memberId) => <GpaRecordForm memberId={memberId} dependents={dependents} onSubmit={add} />}
    </MemberFormSteps>
  );
}
