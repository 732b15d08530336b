import { useQuery } from '@tanstack/react-query';
import type { Settings, settingsAnswer } from '@trust/contract/auth';
import { api, uncheckedAnswer } from '../../api/client';

const FALLBACK: Settings = {
  trustName: '',
  trustAddress: '',
  trustNameHindi: '',
  trustAddressHindi: '',
  receiptLanguages: 'en',
  membershipPrefix: '',
  version: '',
};

/** The trust's name, address, membership prefix and build version; public, fetched once. */
export function useSettings(): Settings {
  const { data } = useQuery({
    queryKey: ['settings'],
    // Shown on the sign-in screen too, which loads no schema library (see uncheckedAnswer).
    queryFn: () => api.get('settings', uncheckedAnswer<typeof settingsAnswer>()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? FALLBACK;
}
