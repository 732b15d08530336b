import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NativeSelect, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { authMessages, type RegisterAdminInput, registerAdminInput } from '@trust/contract/auth';
import { ROLES, type Role } from '@trust/contract/roles';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { registerAdmin } from '../features/auth/auth-api';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { useRevealErrors } from '../ui/reveal-errors';

type RegisterAdminFormValues = z.input<typeof registerAdminInput>;
type Field = keyof RegisterAdminFormValues;

/** What each role may do, as the Role select offers them. */
const ROLE_CHOICES: Record<Role, string> = {
  VIEWER: 'VIEWER: reads, searches, reports and prints',
  STAFF: 'STAFF: also registers members and takes payments',
  ADMIN: 'ADMIN: everything, accounts and fees too',
};

/**
 * Register An Admin, with a role (STAFF unless chosen). Registration and an existing email end on the
 * dashboard, as they always did; bad input (a too common password) stays on the form with its message.
 */
export default function RegisterAdmin() {
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
      await notice(authMessages.registeredTitle, authMessages.registered, 'success');
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      if (issues.length > 0) {
        for (const issue of issues) form.setError(issue.path as Field, { message: issue.message });
        return;
      }
      const message = error instanceof ApiError && error.status !== 409 ? error.message : authMessages.adminExists;
      await notice(authMessages.registrationFailedTitle, message, 'error');
    }
    navigate('/dashboard');
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Register An Admin
          </Title>
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
          <TextInput label="Mobile" withAsterisk error={errors.phone?.message} {...form.register('phone')} />
          <TextInput
            label="Email"
            withAsterisk
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            withAsterisk
            autoComplete="new-password"
            description="At least 8 characters; spaces and symbols are welcome"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <NativeSelect
            label="Role"
            withAsterisk
            data={ROLES.map((role) => ({ value: role, label: ROLE_CHOICES[role] }))}
            error={errors.role?.message}
            {...form.register('role')}
          />
          <Button type="submit" loading={isSubmitting}>
            Register
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
