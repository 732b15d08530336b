import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { dependentMessages, type UpdateDependentInput } from '@trust/contract/dependent';
import { Link, useParams } from 'react-router';
import { DependentForm } from '../features/dependents/dependent-form';
import { dependentFormValues } from '../features/dependents/dependent-form-values';
import { useDependent } from '../features/dependents/get-dependent';
import { useUpdateDependent } from '../features/dependents/update-dependent';
import { notice, savedOrFailed } from '../ui/dialogs';
import { Page } from '../ui/page';

export default function UpdateDependent() {
  const { no = '' } = useParams();
  const dependent = useDependent(no);
  const updateDependent = useUpdateDependent(no);

  const back = (
    <Button
      component={Link}
      to={dependent.data ? `/search-dependent?memberId=${encodeURIComponent(dependent.data.ID)}` : '/search-dependent'}
      variant="default"
    >
      Back
    </Button>
  );

  const update = async (values: UpdateDependentInput) => {
    if ((await savedOrFailed(() => updateDependent.mutateAsync(values))) === null) return;
    await notice('Updated', dependentMessages.updated(no), 'success');
  };

  let content = null;
  if (dependent.isPending) {
    content = (
      <Center p="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  } else if (dependent.isError) {
    content = (
      <Text c="red" fw={500}>
        {dependentMessages.requestFailed}
      </Text>
    );
  } else if (!dependent.data) {
    content = (
      <Text c="red" fw={500}>
        {dependentMessages.noDependent}
      </Text>
    );
  } else {
    content = (
      <>
        <Group gap="xl">
          <Text>
            <Text span fw={600}>
              Dependent NO:
            </Text>{' '}
            {dependent.data.NO}
          </Text>
          <Text>
            <Text span fw={600}>
              Dependent of:
            </Text>{' '}
            {dependent.data.MEMBER_NAME} (ID {dependent.data.ID})
          </Text>
        </Group>
        <DependentForm
          key={no}
          defaultValues={dependentFormValues(dependent.data)}
          submitLabel="Update Dependent"
          onSubmit={update}
          actions={back}
        />
      </>
    );
  }

  return (
    <Page title="Update Dependent" maw={1000} actions={dependent.data ? null : back}>
      {content}
    </Page>
  );
}
