import { Group, Text } from '@mantine/core';
import { useSettings } from '../features/settings/use-settings';

export function Footer() {
  const { trustName, version } = useSettings();
  return (
    <footer className="app-footer no-print">
      <Group justify="space-between" px="md" h="100%" wrap="nowrap">
        <Text size="xs">
          © {new Date().getFullYear()} {trustName}. All rights reserved.
        </Text>
        <Text size="xs">Version {version}</Text>
        <Text size="xs">Developed by the Trust IT team</Text>
      </Group>
    </footer>
  );
}
