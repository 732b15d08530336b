import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { memberRow } from '@trust/contract/member';
import { api } from '../../api/client';

const membersAnswer = listAnswer(memberRow);

export interface MembersQuery {
  limit: number;
  offset: number;
  q: string;
}

export function getMembers({ limit, offset, q }: MembersQuery) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  return api.get(`master?${params}`, membersAnswer);
}

/** One page of the member list; the previous page stays on screen while the next one loads. */
export function useMembers(query: MembersQuery) {
  return useQuery({
    queryKey: ['members', 'page', query],
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });
}
