import type { ChangePasswordInput } from '@trust/contract/auth';
import { api } from '../../api/client';

export const changePassword = (input: ChangePasswordInput) => api.post<{ error: false }>('password', input);
