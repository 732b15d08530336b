import { Accordion, Alert, Button, Center, Code, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { downloadOpenApi, useOpenApi } from '../features/api-docs/get-openapi';
import { matchesFilter, type Operation, operationsByTag } from '../features/api-docs/openapi';
import { MethodBadge, OperationDetails } from '../features/api-docs/operation-details';
import { Page } from '../ui/page';

/** The accordion builds element ids from its values, and an id may hold no spaces or slashes. */
const itemValue = (op: Operation) => `${op.method}${op.path}`.replace(/[^A-Za-z0-9]+/g, '-');

async function download() {
  try {
    await downloadOpenApi();
  } catch (error) {
    notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
  }
}

/**
 * The API reference for signed-in staff, read from the OpenAPI document the server generates from
 * the same zod schemas it validates with. It is a screen of the app rather than a page of the
 * server because the document needs the bearer token, which a browser navigating to a URL does not send.
 */
export default function ApiDocs() {
  const query = useOpenApi();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => (query.data ? operationsByTag(query.data) : []), [query.data]);
  const shown = groups
    .map((g) => ({ ...g, operations: g.operations.filter((op) => matchesFilter(op, filter)) }))
    .filter((g) => g.operations.length > 0);

  return (
    <Page
      title="API Reference"
      actions={
        <Button variant="default" onClick={() => void download()} disabled={!query.data}>
          Download openapi.json
        </Button>
      }
    >
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label="Loading the API reference" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="The API reference could not be loaded">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text size="sm">
            {query.data.info.title}, version {query.data.info.version}. {query.data.info.description} The same document
            is served as JSON at <Code>/api/docs/openapi.json</Code> (and <Code>/api/docs</Code>) to callers with a
            bearer token.
          </Text>
          <TextInput
            label="Filter operations"
            description="By method, path or words of the summary, e.g. 'post master' or 'mediclaim'"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            maw={480}
          />
          {shown.length === 0 ? <Text>No operation matches '{filter}'.</Text> : null}
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
