import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { miscReportRow } from '@trust/contract/misc';
import { api } from '../../api/client';

const receiptsAnswer = listAnswer(miscReportRow);

export const getMemberMiscReceipts = (memberId: string) =>
  api.get(`misc/report/user/${encodeURIComponent(memberId)}`, receiptsAnswer);

/** Every miscellaneous receipt of one member, newest first. */
export function useMemberMiscReceipts(memberId: string) {
  return useQuery({
    queryKey: ['misc', 'of', memberId],
    queryFn: () => getMemberMiscReceipts(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data,
  });
}
