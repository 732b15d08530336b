import { useQuery } from '@tanstack/react-query';
import { dashboardFigures } from '@trust/contract/dashboard';
import { api } from '../../api/client';

export const getDashboard = () => api.get('dashboard', dashboardFigures);

/** The dashboard's figures, counted by the server. */
export function useDashboard() {
  return useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
}
