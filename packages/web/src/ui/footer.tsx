import { Text } from '@mantine/core';
import { useT } from '../i18n/catalogue';
import { useTrustSettings } from './trust-settings';

/** One line at every width: on a phone the notice drops 'All rights reserved.' and the credit. */
export function Footer() {
  const t = useT();
  const { trustName, version } = useTrustSettings();
  return (
    <footer className="app-footer no-print">
      <Text size="xs" className="footer-notice">
        © {new Date().getFullYear()} {trustName}.<span className="footer-wide"> {t('footer.rights')}</span>
      </Text>
      <Text size="xs" className="footer-version">
        {t('footer.version', { version })}
      </Text>
      <Text size="xs" className="footer-wide">
        {t('footer.credit')}
      </Text>
    </footer>
  );
}
