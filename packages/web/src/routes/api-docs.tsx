import { Accordion, Alert, Button, Center, Code, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadOpenApi, useOpenApi } from '../features/api-docs/get-openapi';
import { matchesFilter, type Operation, operationsByTag } from '../features/api-docs/openapi';
import { MethodBadge, OperationDetails } from '../features/api-docs/operation-details';
import { textIn, useTexts } from '../i18n/catalogue';
import { apiDocs } from '../i18n/screens/api-docs.en';
import { Page } from '../ui/page';

/** Where the server serves the document, as the page names it in every language. */
const DOCUMENT_PATHS = ['/api/docs/openapi.json', '/api/docs'] as const;

/** The accordion builds element ids from its values, and an id may hold no spaces or slashes. */
const itemValue = (op: Operation) => `${op.method}${op.path}`.replace(/[^A-Za-z0-9]+/g, '-');

async function download() {
  try {
    await downloadOpenApi();
  } catch (error) {
    notifications.show({
      color: 'red',
      title: textIn(apiDocs, 'apiDocs.downloadFailed'),
      message: errorMessage(error),
    });
  }
}

/**
 * The API reference for signed-in staff, read from the OpenAPI document the server generates from
 * the same zod schemas it validates with. It is a screen of the app rather than a page of the
 * server because the document needs the bearer token, which a browser navigating to a URL does not send.
 */
export default function ApiDocs() {
  const t = useTexts(apiDocs);
  const query = useOpenApi();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (query.data ? operationsByTag(query.data) : []), [query.data]);
  const shown = groups
    .map((g) => ({ ...g, operations: g.operations.filter((op) => matchesFilter(op, filter)) }))
    .filter((g) => g.operations.length > 0);

  return (
    <Page
      title={t('apiDocs.title')}
      actions={
        <Button variant="default" onClick={() => void download()} disabled={!query.data}>
          {t('apiDocs.download')}
        </Button>
      }
    >
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('apiDocs.loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" title={t('apiDocs.loadFailed')}>
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm">
            {t('apiDocs.version', { title: query.data.info.title, version: query.data.info.version })}{' '}
            {query.data.info.description} {t('apiDocs.servedAs')} <Code>{DOCUMENT_PATHS[0]}</Code> ({t('apiDocs.and')}{' '}
            <Code>{DOCUMENT_PATHS[1]}</Code>) {t('apiDocs.toCallers')}
          </Text>
          <TextInput
            label={t('apiDocs.filter')}
            description={t('apiDocs.filterHint')}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            maw={480}
          />
          {shown.length === 0 ? <Text>{t('apiDocs.noMatch', { filter })}</Text> : null}
          {shown.map((group) => (
            <Stack key={group.tag} gap="xs" component="section" aria-label={group.tag}>
              <Title order={2} size="h3">
                {group.tag}
              </Title>
              <Accordion multiple variant="separated" chevronPosition="right">
                {group.operations.map((op) => (
                  <Accordion.Item key={itemValue(op)} value={itemValue(op)}>
                    <Accordion.Control>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <MethodBadge method={op.method} />
                        <Stack gap={2}>
                          <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                            {op.path}
                          </Code>
                          <Text size="sm">{op.operation.summary}</Text>
                        </Stack>
                      </Group>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <OperationDetails op={op} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))}
        </Stack>
      )}
    </Page>
  );
}
