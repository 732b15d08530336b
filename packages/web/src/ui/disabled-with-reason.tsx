import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

interface DisabledWithReasonProps extends ButtonProps {
  /** Why it cannot be used now, shown on hover and focus and read out with the button. */
  reason: string;
  children: string;
}

/**
 * A button that cannot be used now, with its reason. `disabled` would take it out of the tab order,
 * and the reason with it; marked aria-disabled instead, keyboard and screen-reader users reach it too.
 */
export function DisabledWithReason({ reason, children, ...buttonProps }: DisabledWithReasonProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }}>
        <Button
          {...buttonProps}
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
