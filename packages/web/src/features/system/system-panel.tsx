import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BackupRecord, SystemAnswer } from '@trust/contract/system';
import { errorMessage } from '../../api/client';
import { atInIndia } from '../../ui/recorded-value';
import { useRestoreCheck, useSystem } from './get-system';
import { systemTexts as t } from './system-texts';

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
  if (!last)
    return (
      <Text span size="sm">
        {t.noBackupYet}
      </Text>
    );
  const size = last.sizeBytes === null ? '' : `, ${formatBytes(last.sizeBytes)}`;
  return (
    <Stack gap={4}>
      <Text span size="sm">
        {atInIndia(last.takenAt)}
        {size} {last.state === 'checked' ? <Badge color="green">{t.checked}</Badge> : <Bad>{t.failed}</Bad>}
      </Text>
      {last.failure ? <Text c="red.8">{last.failure}</Text> : null}
    </Stack>
  );
}

function CopyResult({ backups }: { backups: SystemAnswer['backups'] }) {
  if (!backups.copying)
    return (
      <Text span size="sm">
        {t.copyNotSet}
      </Text>
    );
  const copy = backups.last?.copy;
  if (copy === 'failed') {
    return (
      <Stack gap={4}>
        <Bad>{t.copyFailed}</Bad>
        <Text c="red.8">{backups.last?.copyFailure}</Text>
      </Stack>
    );
  }
  return copy === 'copied' ? (
    <Badge color="green">{t.copied}</Badge>
  ) : (
    <Text span size="sm">
      —
    </Text>
  );
}

function RestoreCheck({ last }: { last: BackupRecord | null }) {
  if (!last?.restoreCheckedAt)
    return (
      <Text span size="sm">
        {t.restoreCheckNever}
      </Text>
    );
  return (
    <Text span size="sm">
      {atInIndia(last.restoreCheckedAt)}{' '}
      {last.restoreCheckFailure ? (
        <Bad>{t.restoreCheckFailed}</Bad>
      ) : (
        <Badge color="green">{t.restoreCheckPassed}</Badge>
      )}
    </Text>
  );
}

function Figures({ figures }: { figures: SystemAnswer }) {
  const { backups, node, database, disk } = figures;
  const percent = disk.totalBytes > 0 ? Math.round((disk.freeBytes / disk.totalBytes) * 100) : 0;
  const rows: [string, React.ReactNode][] = [
    [t.lastBackup, <LastBackup key="last" last={backups.last} />],
    [
      t.nextBackup,
      backups.nextAt ? (
        <Text span size="sm" key="next">
          {atInIndia(backups.nextAt)} ({t.keeps(backups.keep)})
        </Text>
      ) : (
        <Text span size="sm" key="next">
          {t.backupsOff}
        </Text>
      ),
    ],
    [t.copy, <CopyResult key="copy" backups={backups} />],
    [t.restoreCheck, <RestoreCheck key="check" last={backups.last} />],
    [
      t.nodeVersion,
      <Text span size="sm" key="node">
        {node.version} {node.supported ? <Badge color="green">{t.supported}</Badge> : <Bad>{t.unsupported}</Bad>}
      </Text>,
    ],
    [t.databaseSize, `${formatBytes(database.sizeBytes)} (${database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'})`],
    [t.freeDisk, t.freeOf(formatBytes(disk.freeBytes), formatBytes(disk.totalBytes), percent)],
    [
      t.dataKey,
      figures.dataKeyPresent ? (
        <Badge key="key" color="green">
          {t.dataKeyPresent}
        </Badge>
      ) : (
        <Bad key="key">{t.dataKeyMissing}</Bad>
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
  const system = useSystem();
  const check = useRestoreCheck();
  return (
    <Paper withBorder p="md" w="100%" maw={900} component="section" aria-labelledby="system-panel-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="system-panel-title">
          {t.panelTitle}
        </Title>
        {system.data?.backups.pgDump === false ? <Alert color="red">{t.pgDumpMissing}</Alert> : null}
        {system.isError ? <Alert color="red">{`${t.loadFailed}: ${errorMessage(system.error)}`}</Alert> : null}
        {system.data ? <Figures figures={system.data} /> : null}
        <div>
          <Button onClick={() => check.mutate()} loading={check.isPending} disabled={!system.data?.backups.lastGoodAt}>
            {t.runRestoreCheck}
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
              ? t.restoreCheckResult(check.data.tables, check.data.rows, check.data.aadhaarOpened)
              : t.restoreCheckFailure(check.data.failure ?? '')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
