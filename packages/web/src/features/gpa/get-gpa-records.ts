import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { gpaRecordToPrint } from '@trust/contract/gpa';
import { api } from '../../api/client';

const recordsAnswer = listAnswer(gpaRecordToPrint);

export const getGpaRecords = (memberId: string) =>
  api.get(`gpa?records=1&id=${encodeURIComponent(memberId)}`, recordsAnswer);

/** A member's GPAIS records, newest first. */
export function useGpaRecords(memberId: string) {
  return useQuery({
    queryKey: ['gpa', 'records', memberId],
    queryFn: () => getGpaRecords(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data,
  });
}
