import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { gpaDependentRecordToPrint } from '@trust/contract/gpa';
import { api } from '../../api/client';

const recordsAnswer = listAnswer(gpaDependentRecordToPrint);

export const getDependentGpaRecords = (memberId: string) =>
  api.get(`gpa-dependent?records=1&id=${encodeURIComponent(memberId)}`, recordsAnswer);

/** The GPAIS records of a member's dependents, newest first. */
export function useDependentGpaRecords(memberId: string) {
  return useQuery({
    queryKey: ['gpa-dependent', 'records', memberId],
    queryFn: () => getDependentGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data,
  });
}
