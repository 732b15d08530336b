import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberListCount, memberListPage } from '@trust/contract/member-list';
import { api } from '../../api/client';

export interface MembersQuery {
  limit: number;
  q: string;
  /** The page after this member's ID, or before it. */
  after?: string;
  before?: string;
}

export function getMembers({ limit, q, after, before }: MembersQuery) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (after) params.set('after', after);
  if (before) params.set('before', before);
  return api.get(`members?${params}`, memberListPage);
}

/** One page of the Member List; the previous page stays on screen while the next one loads. */
export function useMembers(query: MembersQuery) {
  return useQuery({
    queryKey: ['members', 'page', query],
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
  });
}

/** How many members the list (or its filter) holds: asked once per filter, not for every page. */
export function useMemberCount(q: string) {
  return useQuery({
    queryKey: ['members', 'count', q],
    queryFn: () => api.get(`members/count${q ? `?${new URLSearchParams({ q })}` : ''}`, memberListCount),
    placeholderData: keepPreviousData,
  });
}
