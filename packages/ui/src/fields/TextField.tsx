import type { ReactNode } from 'react';
import { Field } from './Field';

export interface TextFieldProps {
  label: string;
  type?: 'text' | 'email';
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value: shown under the box, announced, and the box marked invalid. */
  error?: string | undefined;
  /** What the value should be, under the box and read with it. */
  hint?: ReactNode;
  autoComplete: string;
  autoFocus?: boolean | undefined;
}

/** A labelled text box with its hint and its error (`.field`): the forms' one way to ask for a value. */
export function TextField({
  label,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  autoComplete,
  autoFocus,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          // biome-ignore lint/a11y/noAutofocus: a dialog's first field takes focus so keyboard users can type at once
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
