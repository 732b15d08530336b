import type { ReactNode } from 'react';
import { TrustSettingsContext } from '../../ui/trust-settings';
import { useSettings } from './use-settings';

/** Fetches the trust's settings once and hands them to every screen below (`useTrustSettings`). */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return <TrustSettingsContext value={settings}>{children}</TrustSettingsContext>;
}
