import { type RefObject, useEffect, useRef } from 'react';

/** Brings the first field that shows a message, in the order of the page, into view and focuses it. */
export function revealFirstError(container: HTMLElement | null): void {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}

/**
 * Submit stays clickable on every form: pressing it shows every field's message at once (the form
 * library checks them all), and this then takes the user to the first, however long the form.
 * Returns the ref for the <form>.
 */
export function useRevealErrors(formState: {
  submitCount: number;
  isSubmitSuccessful: boolean;
}): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitSuccessful } = formState;
  useEffect(() => {
    // Runs once the messages are on the page: the render that shows them comes before this effect.
    if (submitCount > 0 && !isSubmitSuccessful) revealFirstError(ref.current);
  }, [submitCount, isSubmitSuccessful]);
  return ref;
}
