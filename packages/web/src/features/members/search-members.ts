import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import { memberRow } from '@trust/contract/member';
import { api } from '../../api/client';

const membersAnswer = listAnswer(memberRow);

/** The three-way search: the one text is tried as ID number, ticket/Aadhar number and mobile. */
export function searchMembers(text: string) {
  const part = encodeURIComponent(text);
  return api.get(`master/${part}/${part}/${part}`, membersAnswer);
}

export function useMemberSearch(text: string) {
  return useQuery({
    queryKey: ['members', 'search', text],
    queryFn: () => searchMembers(text),
    enabled: text !== '',
  });
}
