import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@trust/contract/dashboard';
import { api } from '../../api/client';

export const getDashboard = () => api.get<DashboardFigures>('dashboard');

/** The dashboard's figures, counted by the server. */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
}
