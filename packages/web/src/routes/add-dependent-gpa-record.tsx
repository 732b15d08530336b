import type { DependentRow } from '@trust/contract/dependent';
import { type GpaDependentInput, gpaMessages } from '@trust/contract/gpa';
import { useCreateDependentGpaRecord } from '../features/gpa/create-dependent-gpa-record';
import { useGpaDependents } from '../features/gpa/get-gpa-dependents';
import type { GpaText } from '../features/gpa/gpa-record-columns';
import { GpaRecordForm, type GpaRecordValues } from '../features/gpa/gpa-record-form';
import { errorText, useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { printOrHome, savedOrFailed } from '../ui/dialogs';
import { MemberFormSteps } from '../ui/member-form-steps';
import { useNavigateNow } from '../ui/navigation';

const details = (t: GpaText) => (dependents: DependentRow[], memberId: string) => [
  { label: t('gpa.member'), value: dependents[0]?.MEMBER_NAME },
  { label: t('gpa.memberId'), value: memberId },
  { label: t('gpa.dependents'), value: String(dependents.length) },
];

export default function AddDependentGpaRecord() {
  const navigate = useNavigateNow();
  const createRecord = useCreateDependentGpaRecord();
  const t = useTexts(gpa);

  const add = async (values: GpaRecordValues) => {
    // With dependents to pick from, the form hands over a dependent's record.
    const record = values as GpaDependentInput;
    const created = await savedOrFailed(() => createRecord.mutateAsync(record));
    if (!created) return;
    const choice = await printOrHome(errorText(gpaMessages.added));
    const memberId = encodeURIComponent(record.member_id);
    navigate(choice === 'print' ? `/print-dependent-gpa-record/${created.id}?memberId=${memberId}` : '/');
  };

  return (
    <MemberFormSteps
      title={t('gpa.dependentFormTitle')}
      searchLabel={t('gpa.getDependents')}
      useLookup={useGpaDependents}
      notFound={{ title: errorText(gpaMessages.noDependentsTitle), text: errorText(gpaMessages.noDependents) }}
      failed={{ title: errorText(gpaMessages.fetchFailedTitle), text: errorText(gpaMessages.fetchFailed) }}
      details={details(t)}
      formLabel={t('gpa.dependentNomineeAndPayment')}
    >
      {(dependents, memberId) => <GpaRecordForm memberId={memberId} dependents={dependents} onSubmit={add} />}
    </MemberFormSteps>
  );
}
