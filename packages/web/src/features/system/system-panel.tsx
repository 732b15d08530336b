import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BackupRecord, SystemAnswer } from '@trust/contract/system';
import { errorMessage } from '../../api/client';
import { useTexts } from '../../i18n/catalogue';
import { system as systemTexts } from '../../i18n/screens/system.en';
import { atInIndia } from '../../ui/recorded-value';
import { useRestoreCheck, useSystem } from './get-system';

/** 1,234,567 bytes → '1.2 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

function Bad({ children }: { children: string }) {
  return (
    <Badge color="red" variant="filled">
      {children}
    </Badge>
  );
}

function LastBackup({ last }: { last: BackupRecord | null }) {
  const t = useTexts(systemTexts);
  if (!last)
    return (
      <Text span size="sm">
        {t('system.noBackupYet')}
      </Text>
    );
  const size = last.sizeBytes === null ? '' : `, ${formatBytes(last.sizeBytes)}`;
  return (
    <Stack gap={4}>
      <Text span size="sm">
        {atInIndia(last.takenAt)}
        {size}{' '}
        {last.state === 'checked' ? (
          <Badge color="green">{t('system.checked')}</Badge>
        ) : (
          <Bad>{t('system.failed')}</Bad>
        )}
      </Text>
      {last.failure ? <Text c="red.8">{last.failure}</Text> : null}
    </Stack>
  );
}

function CopyResult({ backups }: { backups: SystemAnswer['backups'] }) {
  const t = useTexts(systemTexts);
  if (!backups.copying)
    return (
      <Text span size="sm">
        {t('system.copyNotSet')}
      </Text>
    );
  const copy = backups.last?.copy;
  if (copy === 'failed') {
    return (
      <Stack gap={4}>
        <Bad>{t('system.copyFailed')}</Bad>
        <Text c="red.8">{backups.last?.copyFailure}</Text>
      </Stack>
    );
  }
  return copy === 'copied' ? (
    <Badge color="green">{t('system.copied')}</Badge>
  ) : (
    <Text span size="sm">
      —
    </Text>
  );
}

function RestoreCheck({ last }: { last: BackupRecord | null }) {
  const t = useTexts(systemTexts);
  if (!last?.restoreCheckedAt)
    return (
      <Text span size="sm">
        {t('system.restoreCheckNever')}
      </Text>
    );
  return (
    <Text span size="sm">
      {atInIndia(last.restoreCheckedAt)}{' '}
      {last.restoreCheckFailure ? (
        <Bad>{t('system.restoreCheckFailed')}</Bad>
      ) : (
        <Badge color="green">{t('system.restoreCheckPassed')}</Badge>
      )}
    </Text>
  );
}

function Figures({ figures }: { figures: SystemAnswer }) {
  const t = useTexts(systemTexts);
  const { backups, node, database, disk } = figures;
  const percent = disk.totalBytes > 0 ? Math.round((disk.freeBytes / disk.totalBytes) * 100) : 0;
  const rows: [string, React.ReactNode][] = [
    [t('system.lastBackup'), <LastBackup key="last" last={backups.last} />],
    [
      t('system.nextBackup'),
      backups.nextAt ? (
        <Text span size="sm" key="next">
          {atInIndia(backups.nextAt)} ({t('system.keeps', { keep: backups.keep })})
        </Text>
      ) : (
        <Text span size="sm" key="next">
          {t('system.backupsOff')}
        </Text>
      ),
    ],
    [t('system.copy'), <CopyResult key="copy" backups={backups} />],
    [t('system.restoreCheck'), <RestoreCheck key="check" last={backups.last} />],
    [
      t('system.nodeVersion'),
      <Text span size="sm" key="node">
        {node.version}{' '}
        {node.supported ? <Badge color="green">{t('system.supported')}</Badge> : <Bad>{t('system.unsupported')}</Bad>}
      </Text>,
    ],
    [
      t('system.databaseSize'),
      `${formatBytes(database.sizeBytes)} (${database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
    ],
    [
      t('system.freeDisk'),
      t('system.freeOf', { free: formatBytes(disk.freeBytes), total: formatBytes(disk.totalBytes), percent }),
    ],
    [
      t('system.dataKey'),
      figures.dataKeyPresent ? (
        <Badge key="key" color="green">
          {t('system.dataKeyPresent')}
        </Badge>
      ) : (
        <Bad key="key">{t('system.dataKeyMissing')}</Bad>
      ),
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={130}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The dashboard's System panel, for admins: is the app looking after itself? */
export function SystemPanel() {
  const t = useTexts(systemTexts);
  const system = useSystem();
  const check = useRestoreCheck();
  return (
    <Paper withBorder p="md" w="100%" maw={900} component="section" aria-labelledby="system-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="system-panel-title">
          {t('system.panelTitle')}
        </Title>
        {system.data?.backups.pgDump === false ? <Alert color="red">{t('system.pgDumpMissing')}</Alert> : null}
        {system.isError ? (
          <Alert color="red">{`${t('system.loadFailed')}: ${errorMessage(system.error)}`}</Alert>
        ) : null}
        {system.data ? <Figures figures={system.data} /> : null}
        <div>
          <Button onClick={() => check.mutate()} loading={check.isPending} disabled={!system.data?.backups.lastGoodAt}>
            {t('system.runRestoreCheck')}
          </Button>
        </div>
        {check.isError ? (
          <Alert color="red" role="status">
            {errorMessage(check.error)}
          </Alert>
        ) : null}
        {check.data ? (
          <Alert color={check.data.passed ? 'green' : 'red'} role="status">
            {check.data.passed
              ? t('system.restoreCheckResult', {
                  tables: check.data.tables,
                  rows: check.data.rows.toLocaleString('en-IN'),
                  aadhaar: check.data.aadhaarOpened,
                })
              : t('system.restoreCheckFailure', { failure: check.data.failure ?? '' })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
