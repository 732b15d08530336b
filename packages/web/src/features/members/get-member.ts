import { useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@trust/contract/member';
import { api } from '../../api/client';

/** `error: true` with no data is the server's "no such member", not a failed request. */
export interface MemberLookup {
  error: boolean;
  data: MemberRow[];
}

export function getMember(id: string): Promise<MemberLookup> {
  return api.get<MemberLookup>(`master/${encodeURIComponent(id)}`);
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
