import { lazy, Suspense, useEffect, useState } from 'react';

type ModalsApi = typeof import('@mantine/modals').modals;

/**
 * Mantine's host for dialogs, loaded with the first dialog rather than with the first page: the
 * login page never loads it unless sign-in fails.
 */
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

let showHost: (() => void) | null = null;
let hostReady: Promise<void> | null = null;
let hostMounted: () => void = () => {};

/** The dialogs API, once the host listens, so the dialog opened next is shown. */
export async function loadModals(): Promise<ModalsApi> {
  if (!hostReady) {
    hostReady = new Promise((resolve) => {
      hostMounted = resolve;
    });
    showHost?.();
  }
  const [{ modals }] = await Promise.all([import('@mantine/modals'), hostReady]);
  return modals;
}

/** Runs after the host's listeners are in place: they are layout effects, this is a passive one. */
function Mounted() {
  useEffect(() => hostMounted(), []);
  return null;
}

export function ModalsHost() {
  const [isShown, setShown] = useState(hostReady !== null);
  useEffect(() => {
    showHost = () => setShown(true);
    return () => {
      showHost = null;
    };
  }, []);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Mounted />
      </ModalsProvider>
    </Suspense>
  );
}
