import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SettingsProvider } from './features/settings/settings-provider';
import { showIn, storedLanguage } from './i18n/catalogue';
import { router } from './router';
import { ModalsHost } from './ui/modals-host';
import { ScreensRouter } from './ui/navigation';
import { cssVariablesResolver, theme } from './ui/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// Hindi, when chosen in this browser, is fetched before the first screen, so none shows in English first.
// (Not a top-level await: with one the bundler splits the app's first file into many small ones.)
void showIn(storedLanguage()).then(() =>
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
  ),
);
