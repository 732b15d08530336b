import { useQuery } from '@tanstack/react-query';
import type { MemberRow } from '@trust/contract/member';
import { api } from '../../api/client';

/** The three-way search: the one text is tried as ID number, ticket/Aadhar number and mobile. */
export function searchMembers(text: string): Promise<{ data: MemberRow[] }> {
  const part = encodeURIComponent(text);
  return api.get<{ data: MemberRow[] }>(`master/${part}/${part}/${part}`);
}

export function useMemberSearch(text: string) {
  return useQuery({
    queryKey: ['members', 'search', text],
    queryFn: () => searchMembers(text),
    enabled: text !== '',
  });
}
