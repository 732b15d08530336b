import { useQueryClient } from '@tanstack/react-query';
import { aadhaarMessages, personalDataExport } from '@trust/contract/aadhaar';
import { doneAnswer } from '@trust/contract/answers';
import { useCallback } from 'react';
import { api, errorMessage, saveFile } from '../../api/client';
import { confirm, notice } from '../../ui/dialogs';

interface Member {
  ID_NUMBER: string;
  MEMBER_NAME: string;
}

/**
 * Everything held about the member and its dependents (ADMIN; the server records the export), read
 * with the contract's schema and saved as the JSON file the member is given.
 */
export async function exportPersonalData(id: string): Promise<void> {
  try {
    const held = await api.get(`master/${encodeURIComponent(id)}/personal-data`, personalDataExport);
    const json = `${JSON.stringify(held, null, 2)}\n`;
    saveFile(new Blob([json], { type: 'application/json' }), `member-${id}-personal-data.json`);
  } catch (error) {
    await notice('Failed', errorMessage(error), 'error');
  }
}

export const erasePersonalData = (id: string) =>
  api.post(`master/${encodeURIComponent(id)}/erase-personal-data`, {}, doneAnswer);

/**
 * Erase a removed member's personal data: confirm naming the member, blank it on the server (name,
 * ID and every money record stay), say how it went; the removed members reload either way.
 */
export function useErasePersonalData(): (member: Member) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (member) => {
      const isSure = await confirm({
        title: aadhaarMessages.eraseTitle,
        text: aadhaarMessages.eraseText,
        subject: `Member: ${member.MEMBER_NAME} (ID ${member.ID_NUMBER})`,
        confirmLabel: aadhaarMessages.eraseConfirm,
        cancelLabel: 'Cancel',
      });
      if (!isSure) return;
      let failure: string | null = null;
      try {
        await erasePersonalData(member.ID_NUMBER);
      } catch (error) {
        failure = errorMessage(error);
      }
      void queryClient.invalidateQueries({ queryKey: ['removed-members'] });
      if (failure === null) await notice('Erased', aadhaarMessages.erased, 'success');
      else await notice('Failed', failure, 'error');
    },
    [queryClient],
  );
}
