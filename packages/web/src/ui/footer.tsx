import { Text } from '@mantine/core';
import { useTrustSettings } from './trust-settings';

/** One line at every width: on a phone the notice drops 'All rights reserved.' and the credit. */
export function Footer() {
  const { trustName, version } = useTrustSettings();
  return (
    <footer className="app-footer no-print">
      <Text size="xs" className="footer-notice">
        © {new Date().getFullYear()} {trustName}.<span className="footer-wide"> All rights reserved.</span>
      </Text>
      <Text size="xs" className="footer-version">
        Version {version}
      </Text>
      <Text size="xs" className="footer-wide">
        Developed by the Trust IT team
      </Text>
    </footer>
  );
}
