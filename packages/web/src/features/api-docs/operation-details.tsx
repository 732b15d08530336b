import { Badge, Code, Stack, Table, Text, Title } from '@mantine/core';
import { useTexts } from '../../i18n/catalogue';
import { apiDocs } from '../../i18n/screens/api-docs.en';
import { fieldsOf, type Operation, rulesOf, type SchemaField, typeOf } from './openapi';

/** The one error shape of every answer, as the server writes it in every language. */
const ERROR_SHAPE = '{"error": true, "message": "..."}';

/** White text on these stays above 4.5:1 (green and orange never reach it in Mantine's palette). */
const METHOD_COLORS: Record<string, string> = { GET: 'blue.9', POST: 'teal.9', PUT: 'violet.8', DELETE: 'red.9' };

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge color={METHOD_COLORS[method] ?? 'gray.8'} radius="sm" w={72} style={{ flexShrink: 0 }}>
      {method}
    </Badge>
  );
}

function FieldsTable({
  label,
  fields,
  withPlace,
}: {
  label: string;
  fields: (SchemaField & { place?: string })[];
  withPlace?: boolean;
}) {
  const t = useTexts(apiDocs);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} fz="sm" withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiDocs.name')}</Table.Th>
            {withPlace ? <Table.Th>{t('apiDocs.in')}</Table.Th> : null}
            <Table.Th>{t('apiDocs.type')}</Table.Th>
            <Table.Th>{t('apiDocs.required')}</Table.Th>
            <Table.Th>{t('apiDocs.rules')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((f) => (
            <Table.Tr key={`${f.place ?? ''}${f.name}`}>
              <Table.Td>
                <Code>{f.name}</Code>
              </Table.Td>
              {withPlace ? <Table.Td>{f.place}</Table.Td> : null}
              <Table.Td>{f.type}</Table.Td>
              <Table.Td>{f.isRequired ? t('apiDocs.yes') : t('apiDocs.no')}</Table.Td>
              <Table.Td>{f.rules}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One operation: who may call it, its parameters, the fields of its request body and its answers. */
export function OperationDetails({ op }: { op: Operation }) {
  const t = useTexts(apiDocs);
  const { operation } = op;
  const name = `${op.method} ${op.path}`;
  const parameters = (operation.parameters ?? []).map((p) => ({
    name: p.name,
    place: p.in,
    type: typeOf(p.schema),
    isRequired: p.required ?? false,
    rules: rulesOf(p.schema),
  }));
  const bodies = Object.entries(operation.requestBody?.content ?? {});
  return (
    <Stack gap="sm">
      <Text size="sm">{op.isSignedIn ? t('apiDocs.needsSignIn') : t('apiDocs.public')}</Text>
      {operation.description ? <Text size="sm">{operation.description}</Text> : null}
      {parameters.length > 0 ? (
        <>
          <Title order={3} size="h6">
            {t('apiDocs.parameters')}
          </Title>
          <FieldsTable label={t('apiDocs.parametersOf', { name })} fields={parameters} withPlace />
        </>
      ) : null}
      {bodies.map(([type, { schema }]) => {
        const fields = fieldsOf(schema);
        return (
          <Stack key={type} gap={4}>
            <Title order={3} size="h6">
              {t('apiDocs.requestBody', { type })}
            </Title>
            {fields.length > 0 ? (
              <FieldsTable label={t('apiDocs.requestBodyOf', { name })} fields={fields} />
            ) : (
              <Text size="sm">{typeOf(schema)}</Text>
            )}
          </Stack>
        );
      })}
      <Title order={3} size="h6">
        {t('apiDocs.responses')}
      </Title>
      <Text size="sm" component="ul" m={0}>
        {Object.entries(operation.responses ?? {}).map(([status, response]) => (
          <li key={status}>
            {status}: {response.description ?? ''}
          </li>
        ))}
        <li>
          {op.isSignedIn ? t('apiDocs.errorsSignedIn') : t('apiDocs.errors')} <Code>{ERROR_SHAPE}</Code>
        </li>
      </Text>
    </Stack>
  );
}
