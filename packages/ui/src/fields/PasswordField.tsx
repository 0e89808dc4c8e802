import { type ReactNode, useState } from 'react';
import { Button } from '../button/Button';
import { Field } from './Field';
import './passwordField.css';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** For a new password: what makes one acceptable (its length, how to make it hard to guess). */
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}

/** The hint of a new password: its length, and how to make it hard to guess without rules of symbols. */
export function newPasswordHint(minLength: number): string {
  return `At least ${minLength} characters. A few words that do not belong together are hard to guess.`;
}

/**
 * A password box with a Show/Hide button beside it, so a traveller on a phone can check what they
 * typed: the button says what it will do ("Show password", then "Hide password"), and showing never
 * changes the value or the autocomplete a password manager reads. The hint (a new password's rules)
 * and the error are read with the box.
 */
export function PasswordField({ label, value, onChange, error, hint, autoComplete }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error} className="password-field">
      {(control) => (
        <div className="password-field-row">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            value={value}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
          />
          <Button aria-controls={control.id} onClick={() => setShown(!shown)}>
            {shown ? 'Hide password' : 'Show password'}
          </Button>
        </div>
      )}
    </Field>
  );
}
