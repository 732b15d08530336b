import { useQuery } from '@tanstack/react-query';
import { lookupAnswer } from '@trust/contract/answers';
import { type MemberRow, memberRow } from '@trust/contract/member';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
const memberAnswer = lookupAnswer(memberRow);

export function getMember(id: string) {
  return api.get(`master/${encodeURIComponent(id)}`, memberAnswer);
}

export function memberQueryKey(id: string) {
  return ['members', 'one', id];
}

/** The member with this ID number, or `null` when there is none. */
export function useMember(id: string) {
  return useQuery({
    queryKey: memberQueryKey(id),
    queryFn: () => getMember(id),
    enabled: id !== '',
    select: (answer): MemberRow | null => (answer.error ? null : (answer.data[0] ?? null)),
  });
}
