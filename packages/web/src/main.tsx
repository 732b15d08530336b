import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SettingsProvider } from './features/settings/settings-provider';
import { router } from './router';
import { ModalsHost } from './ui/modals-host';
import { ScreensRouter } from './ui/navigation';
import { cssVariablesResolver, theme } from './ui/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <ScreensRouter router={router} />
        </SettingsProvider>
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
