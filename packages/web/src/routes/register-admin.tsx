import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { authMessages, type RegisterAdminInput, registerAdminInput } from '@trust/contract/auth';
import { ROLES, type Role } from '@trust/contract/roles';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { registerAdmin } from '../features/auth/auth-api';
import { errorText, useTexts } from '../i18n/catalogue';
import { admin } from '../i18n/screens/admin.en';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { useRevealErrors } from '../ui/reveal-errors';

type RegisterAdminFormValues = z.input<typeof registerAdminInput>;
type Field = keyof RegisterAdminFormValues;

/** What each role may do, as the Role select offers them. */
const ROLE_CHOICES: Record<Role, keyof typeof admin> = {
  VIEWER: 'admin.roleViewer',
  STAFF: 'admin.roleStaff',
  ADMIN: 'admin.roleAdmin',
};

/** A form's message in the language shown; none when the field is right. */
const shown = (message: string | undefined) => (message ? errorText(message) : undefined);

/**
 * Register An Admin, with a role (STAFF unless chosen). Registration and an existing email end on the
 * dashboard, as they always did; bad input (a too common password) stays on the form with its message.
 */
export default function RegisterAdmin() {
  const t = useTexts(admin);
  const navigate = useNavigateNow();
  const form = useForm<RegisterAdminFormValues, unknown, RegisterAdminInput>({
    resolver: zodResolver(registerAdminInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { name: '', phone: '', email: '', password: '', role: 'STAFF' },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAdmin(values);
      await notice(errorText(authMessages.registeredTitle), errorText(authMessages.registered), 'success');
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      if (issues.length > 0) {
        for (const issue of issues) form.setError(issue.path as Field, { message: issue.message });
        return;
      }
      const message =
        error instanceof ApiError && error.status !== 409 ? error.shown : errorText(authMessages.adminExists);
      await notice(errorText(authMessages.registrationFailedTitle), message, 'error');
    }
    navigate('/dashboard');
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('admin.registerAdmin')}
          </Title>
          <TextInput
            label={t('admin.nameLabel')}
            withAsterisk
            error={shown(errors.name?.message)}
            {...form.register('name')}
          />
          <TextInput
            label={t('admin.mobile')}
            withAsterisk
            error={shown(errors.phone?.message)}
            {...form.register('phone')}
          />
          <TextInput
            label={t('admin.emailLabel')}
            withAsterisk
            type="email"
            error={shown(errors.email?.message)}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('admin.password')}
            withAsterisk
            autoComplete="new-password"
            description={t('admin.passwordHint')}
            error={shown(errors.password?.message)}
            {...form.register('password')}
          />
          <NativeSelect
            label={t('admin.roleLabel')}
            withAsterisk
            data={ROLES.map((role) => ({ value: role, label: t(ROLE_CHOICES[role]) }))}
            error={shown(errors.role?.message)}
            {...form.register('role')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('admin.register')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
