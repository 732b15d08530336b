import { Alert, Box, Card, Grid, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type DashboardFigures as Figures, RENEWAL_WINDOW_DAYS } from '@trust/contract/dashboard';
import { formatRupees } from '@trust/contract/receipt';
import type { SubscriptionKind } from '@trust/contract/reminder';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { useTexts } from '../../i18n/catalogue';
import { figures as texts } from '../../i18n/screens/figures.en';
import { CollectionsChart, monthIn } from './collections-chart';
import { useDashboard } from './get-dashboard';

const CHART_HEIGHT = 120;

interface FigureProps {
  label: string;
  /** What a screen reader hears: the label says little out of its card ('Active'). */
  name: string;
  value: number | undefined;
  to: string;
  color?: string;
}

/** One count, linked to the list of what it counts. */
function Figure({ label, name, value, to, color }: FigureProps) {
  const shown = value?.toLocaleString('en-IN');
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className="dashboard-figure"
      aria-label={shown === undefined ? name : `${name}: ${shown}`}
    >
      {shown === undefined ? (
        // As tall as the figure's line (26 px at a line height of 1.2), so nothing moves when it comes.
        <Skeleton h={26} w={60} my={2.6} />
      ) : (
        <Text fz={26} fw={700} c={color} lh={1.2}>
          {shown}
        </Text>
      )}
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
        {label}
      </Text>
    </UnstyledButton>
  );
}

function RenewalFigures({ kind, figures }: { kind: SubscriptionKind; figures: Figures | undefined }) {
  const t = useTexts(texts);
  const days = RENEWAL_WINDOW_DAYS;
  const counts = figures?.[kind];
  const list = (state: string) => `/renewals?kind=${kind}&state=${state}`;
  return (
    <Card withBorder padding="sm" h="100%">
      <Title order={3} size="h5" mb={4}>
        {t(`figures.${kind}.title`)}
      </Title>
      <Group grow gap="xs" align="flex-start">
        <Figure
          label={t('figures.active')}
          name={t(`figures.${kind}.active`)}
          value={counts?.active}
          to={list('active')}
          color="teal.8"
        />
        <Figure
          label={t('figures.dueIn', { days })}
          name={t(`figures.${kind}.due`, { days })}
          value={counts?.due}
          to={list('due')}
          color="orange.8"
        />
        <Figure
          label={t('figures.expiredLast', { days })}
          name={t(`figures.${kind}.expired`, { days })}
          value={counts?.expired}
          to={list('expired')}
          color="red.8"
        />
      </Group>
    </Card>
  );
}

function MonthCollections({ figures }: { figures: Figures | undefined }) {
  const t = useTexts(texts);
  const collections = figures?.collections;
  const month = collections ? monthIn(t, collections.fromDate.slice(0, 7)) : t('figures.thisMonth');
  return (
    <Card withBorder padding="sm" h="100%">
      <Title order={3} size="h5" mb={4}>
        {t('figures.collectionsOf', { month })}
      </Title>
      {collections ? (
        <Stack gap={6}>
          <UnstyledButton
            component={Link}
            to="/collection-report"
            className="dashboard-figure"
            aria-label={t('figures.collectionsThisMonth', { amount: formatRupees(collections.total.amount) })}
          >
            <Text fz={26} fw={700} lh={1.3}>
              {formatRupees(collections.total.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('figures.receipts', { count: collections.total.count.toLocaleString('en-IN') })}
            </Text>
          </UnstyledButton>
          {collections.byMode.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('figures.nothingThisMonth')}
            </Text>
          ) : (
            <Box component="ul" aria-label={t('figures.byMode')} className="collection-modes">
              {collections.byMode.map((mode) => (
                <li key={mode.key}>
                  <Text size="xs" c="dimmed" fw={600} lh={1.3}>
                    {mode.key}
                  </Text>
                  <Text size="sm" fw={500} lh={1.3}>
                    {formatRupees(mode.amount)}
                  </Text>
                </li>
              ))}
            </Box>
          )}
        </Stack>
      ) : (
        <Skeleton h={90} />
      )}
    </Card>
  );
}

/** What the chart shows, for a screen reader: the bars' figures, month by month. */
function chartLabel(t: ReturnType<typeof useTexts<typeof texts>>, figures: Figures | undefined): string {
  if (!figures) return t('figures.chart');
  const months = figures.collectionsByMonth.map((m) => `${monthIn(t, m.month)} ${formatRupees(m.amount)}`);
  return t('figures.chartWithMonths', { months: months.join(', ') });
}

/** The trust at a glance, above the dashboard's buttons; every figure opens the list behind it. */
export function DashboardFigures() {
  const t = useTexts(texts);
  const dashboard = useDashboard();
  const figures = dashboard.data;
  if (dashboard.isError) {
    return (
      <Alert color="red" variant="light" w="100%" maw={900}>
        {t('figures.couldNotLoad', { error: errorMessage(dashboard.error) })}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={t('figures.section')} w="100%" maw={900}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Card withBorder padding="sm" h="100%">
            <Title order={3} size="h5" mb={4}>
              {t('figures.register')}
            </Title>
            <Figure
              label={t('figures.members')}
              name={t('figures.members')}
              value={figures?.members}
              to="/master-table"
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 5 }}>
          <RenewalFigures kind="membership" figures={figures} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RenewalFigures kind="mediclaim" figures={figures} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MonthCollections figures={figures} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="sm" h="100%">
            <Title order={3} size="h5" mb={4}>
              {t('figures.lastMonths')}
            </Title>
            {figures && !figures.collectionsByMonth.some((m) => m.amount > 0) ? (
              // Nothing to draw: no bars, and no axis counting up from nothing.
              <Text size="sm" c="dimmed">
                {t('figures.nothingLastMonths')}
              </Text>
            ) : (
              <div role="img" aria-label={chartLabel(t, figures)}>
                {figures ? (
                  <CollectionsChart months={figures.collectionsByMonth} height={CHART_HEIGHT} />
                ) : (
                  <Skeleton h={CHART_HEIGHT} />
                )}
              </div>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
