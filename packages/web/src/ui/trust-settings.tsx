import type { Settings } from '@trust/contract/auth';
import { createContext, useContext } from 'react';

const UNKNOWN: Settings = {
  trustName: '',
  trustAddress: '',
  trustNameHindi: '',
  trustAddressHindi: '',
  receiptLanguages: 'en',
  membershipPrefix: '',
  version: '',
};

/**
 * The trust's name, address, membership prefix and build version, fetched once where the app starts
 * and read here by every screen, letterhead and footer that shows them.
 */
export const TrustSettingsContext = createContext<Settings>(UNKNOWN);

export function useTrustSettings(): Settings {
  return useContext(TrustSettingsContext);
}
