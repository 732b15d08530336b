import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restoreCheckAnswer, systemAnswer } from '@trust/contract/system';
import { api } from '../../api/client';
import { useSignedIn } from '../../ui/signed-in';

export const getSystem = () => api.get('system', systemAnswer);
export const runRestoreCheck = () => api.post('system/restore-check', undefined, restoreCheckAnswer);

/** Looked at again every few minutes, so a backup failing at night shows in the morning without a reload. */
const REFRESH_MS = 5 * 60_000;

/** The System figures: asked for by admins only (the route is ADMIN's). */
export function useSystem() {
  const { role } = useSignedIn();
  return useQuery({
    queryKey: ['system'],
    queryFn: getSystem,
    enabled: role === 'ADMIN',
    refetchInterval: REFRESH_MS,
  });
}

export function useRestoreCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRestoreCheck,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['system'] }),
  });
}
