import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { dependentMessages, type UpdateDependentInput } from '@trust/contract/dependent';
import { Link, useParams } from 'react-router';
import { DependentForm } from '../features/dependents/dependent-form';
import { dependentFormValues } from '../features/dependents/dependent-form-values';
import { useDependent } from '../features/dependents/get-dependent';
import { useUpdateDependent } from '../features/dependents/update-dependent';
import { errorText, useTexts } from '../i18n/catalogue';
import { dependents } from '../i18n/screens/dependents.en';
import { notice, savedOrFailed } from '../ui/dialogs';
import { Page } from '../ui/page';

export default function UpdateDependent() {
  const { no = '' } = useParams();
  const dependent = useDependent(no);
  const updateDependent = useUpdateDependent(no);
  const t = useTexts(dependents);

  const back = (
    <Button
      component={Link}
      to={dependent.data ? `/search-dependent?memberId=${encodeURIComponent(dependent.data.ID)}` : '/search-dependent'}
      variant="default"
    >
      {t('dependents.back')}
    </Button>
  );

  const update = async (values: UpdateDependentInput) => {
    if ((await savedOrFailed(() => updateDependent.mutateAsync(values))) === null) return;
    await notice(t('dependents.updated'), errorText(dependentMessages.updated(no)), 'success');
  };

  let content = null;
  if (dependent.isPending) {
    content = (
      <Center p="xl">
        <Loader aria-label={t('dependents.loading')} />
      </Center>
    );
  } else if (dependent.isError) {
    content = (
      <Text c="red" fw={500}>
        {errorText(dependentMessages.requestFailed)}
      </Text>
    );
  } else if (!dependent.data) {
    content = (
      <Text c="red" fw={500}>
        {errorText(dependentMessages.noDependent)}
      </Text>
    );
  } else {
    content = (
      <>
        <Group gap="xl">
          <Text>
            <Text span fw={600}>
              {t('dependents.dependentNo')}
            </Text>{' '}
            {dependent.data.NO}
          </Text>
          <Text>
            <Text span fw={600}>
              {t('dependents.dependentOf')}
            </Text>{' '}
            {t('dependents.memberWithId', { name: dependent.data.MEMBER_NAME, id: dependent.data.ID })}
          </Text>
        </Group>
        <DependentForm
          key={no}
          defaultValues={dependentFormValues(dependent.data)}
          submitLabel={t('dependents.update')}
          onSubmit={update}
          actions={back}
        />
      </>
    );
  }

  return (
    <Page title={t('dependents.updateTitle')} maw={1000} actions={dependent.data ? null : back}>
      {content}
    </Page>
  );
}
