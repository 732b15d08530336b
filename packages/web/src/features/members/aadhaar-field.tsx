import { Button, Text, TextInput, type TextInputProps } from '@mantine/core';
import { aadhaarMessages, MASKED_AADHAAR } from '@trust/contract/aadhaar';
import { type Ref, useState } from 'react';
import { errorMessage } from '../../api/client';
import { errorText } from '../../i18n/catalogue';
import { useCan } from '../../ui/signed-in';
import { revealAadhaar } from './reveal-aadhaar';

interface AadhaarFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The member whose number Show asks for; none on Register, where nothing is stored yet. */
  memberId?: string;
  /** The value as stored: masked ('XXXX XXXX 1234') when it is an Aadhaar number. */
  storedValue: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The Ticket/Aadhar field. A stored Aadhaar number comes masked and goes back masked, which keeps it;
 * staff and admins may Show it (the server records who looked) and Hide it again. Once the field holds
 * something else, it is a new ticket number and the button goes.
 */
export function AadhaarField({
  memberId,
  storedValue,
  value,
  onChange,
  description,
  ...inputProps
}: AadhaarFieldProps) {
  const mayReveal = useCan()('STAFF') && memberId !== undefined && MASKED_AADHAAR.test(storedValue);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isRevealing, setIsRevealing] = useState(false);

  const isMasked = value === storedValue;
  const isShown = revealed !== null && value === revealed;

  const show = async () => {
    if (memberId === undefined) return;
    setIsRevealing(true);
    setFailure(null);
    try {
      const digits = await revealAadhaar(memberId);
      setRevealed(digits);
      onChange(digits);
    } catch (error) {
      setFailure(`${errorText(aadhaarMessages.revealFailed)}: ${errorMessage(error)}`);
    } finally {
      setIsRevealing(false);
    }
  };
  const hide = () => {
    setRevealed(null);
    onChange(storedValue);
  };

  const toggle =
    mayReveal && (isMasked || isShown) ? (
      <Button
        size="compact-xs"
        variant="subtle"
        loading={isRevealing}
        aria-pressed={isShown}
        onClick={isShown ? hide : () => void show()}
      >
        {errorText(isShown ? aadhaarMessages.hide : aadhaarMessages.show)}
      </Button>
    ) : null;

  return (
    <TextInput
      {...inputProps}
      value={value}
      onChange={(event) => {
        setFailure(null);
        onChange(event.currentTarget.value);
      }}
      rightSection={toggle}
      rightSectionWidth={toggle ? 56 : undefined}
      rightSectionPointerEvents="all"
      description={
        failure ? (
          <Text span c="red" size="xs" role="alert">
            {failure}
          </Text>
        ) : (
          description
        )
      }
    />
  );
}
