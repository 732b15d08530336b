import { useQuery } from '@tanstack/react-query';
import type { MiscReportRow } from '@trust/contract/misc';
import { api } from '../../api/client';

export const getMemberMiscReceipts = (memberId: string) =>
  api.get<{ data: MiscReportRow[] | null }>(`misc/report/user/${encodeURIComponent(memberId)}`);

/** Every miscellaneous receipt of one member, newest first. */
export function useMemberMiscReceipts(memberId: string) {
  return useQuery({
    queryKey: ['misc', 'of', memberId],
    queryFn: () => getMemberMiscReceipts(memberId),
    enabled: memberId !== '',
    select: (answer) => answer.data ?? [],
  });
}
