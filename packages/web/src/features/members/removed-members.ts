import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { doneAnswer, pageAnswer } from '@trust/contract/answers';
import { booksMessages, type RemovedMemberRow, removedMemberRow } from '@trust/contract/books';
import { useCallback } from 'react';
import { api, errorMessage } from '../../api/client';
import { confirm, notice } from '../../ui/dialogs';

const removedMembersAnswer = pageAnswer(removedMemberRow);

export interface RemovedMembersQuery {
  limit: number;
  offset: number;
  search: string;
}

export function getRemovedMembers({ limit, offset, search }: RemovedMembersQuery) {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  return api.get(`removed-members?${params}`, removedMembersAnswer);
}

/** One page of the removed members, most recently removed first; searched on ID or name. */
export function useRemovedMembers(query: RemovedMembersQuery) {
  return useQuery({
    queryKey: ['removed-members', query],
    queryFn: () => getRemovedMembers(query),
    placeholderData: keepPreviousData,
  });
}

export const restoreMember = (id: string) =>
  api.post(`removed-members/${encodeURIComponent(id)}/restore`, {}, doneAnswer);

/**
 * Restore: confirm naming the member, put it and the dependents removed with it back on the
 * register, say how it went; the removed members and the register's lists reload either way.
 */
export function useRestoreMember(): (member: RemovedMemberRow) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (member) => {
      const dependents =
        member.DEPENDENT_COUNT === 0
          ? ''
          : ` with ${member.DEPENDENT_COUNT} dependent${member.DEPENDENT_COUNT === 1 ? '' : 's'} removed with it`;
      const isSure = await confirm({
        title: 'Restore this member?',
        text: `The member comes back to the register${dependents}, with every receipt as it was.`,
        subject: `Member: ${member.MEMBER_NAME} (ID ${member.ID_NUMBER})`,
        confirmLabel: 'Yes, restore',
        cancelLabel: 'Cancel',
        danger: false,
      });
      if (!isSure) return;
      let failure: string | null = null;
      try {
        await restoreMember(member.ID_NUMBER);
      } catch (error) {
        failure = errorMessage(error);
      }
      for (const queryKey of [['removed-members'], ['members'], ['dependents']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      if (failure === null) await notice('Restored', booksMessages.restored, 'success');
      else await notice('Failed', failure, 'error');
    },
    [queryClient],
  );
}
