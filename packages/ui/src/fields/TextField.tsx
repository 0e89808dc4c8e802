import { type ReactNode, useId } from 'react';
import { describedBy } from './describedBy';
import './fields.css';

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
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: a dialog's first field takes focus so keyboard users can type at once
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(Boolean(hint) && `${id}-hint`, Boolean(error) && `${id}-error`)}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
