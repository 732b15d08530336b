import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type TemporaryPasswordInput, temporaryPasswordInput, type UserRow } from '@trust/contract/users';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../api/client';
import { errorText, useTexts } from '../../i18n/catalogue';
import { admin } from '../../i18n/screens/admin.en';
import { common } from '../../i18n/screens/common.en';
import { useSetTemporaryPassword } from './users-api';

/**
 * A temporary password for one account (someone who forgot theirs): tell it to them in person; they
 * must choose their own at the next sign-in, and their open sessions end now.
 */
export function TemporaryPasswordForm({ user, onDone }: { user: UserRow; onDone: (saved: boolean) => void }) {
  const t = useTexts(admin);
  const say = useTexts(common);
  const save = useSetTemporaryPassword();
  const form = useForm<TemporaryPasswordInput>({
    resolver: zodResolver(temporaryPasswordInput),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: user.id, input: values });
      onDone(true);
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      form.setError('password', { message: issue?.message ?? errorMessage(error) });
    }
  });

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admin.temporaryPasswordFor', { name: user.name })}
          </Title>
          <Text size="sm">{t('admin.temporaryPasswordHint')}</Text>
          <PasswordInput
            label={t('admin.temporaryPassword')}
            autoComplete="new-password"
            description={t('admin.atLeast8')}
            maw={360}
            error={errors.password?.message ? errorText(errors.password.message) : undefined}
            {...form.register('password')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {t('admin.setTemporaryPassword')}
            </Button>
            <Button type="button" variant="default" onClick={() => onDone(false)}>
              {say('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
