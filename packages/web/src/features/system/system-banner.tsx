import { Alert, Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../i18n/catalogue';
import { system } from '../../i18n/screens/system.en';
import { useSystem } from './get-system';

/** Red, above every screen of an admin, while a backup, its copy or the disk needs attention. */
export function SystemBanner() {
  const t = useTexts(system);
  const { data } = useSystem();
  if (!data || data.warnings.length === 0) return null;
  return (
    <Alert color="red" variant="filled" title={t('system.bannerTitle')} role="alert" className="no-print" radius={0}>
      <List size="sm" c="white">
        {data.warnings.map((w) => (
          <List.Item key={w}>{t(`system.warning.${w}`)}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to="/dashboard#system-panel-title" c="white" underline="always" size="sm">
        {t('system.bannerLink')}
      </Anchor>
    </Alert>
  );
}
