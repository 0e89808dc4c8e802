import type { ReactNode } from 'react';
import { Field } from '../fields/Field';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** What to choose and why, under the box and read with it. */
  hint?: ReactNode;
  /** What is wrong with the choice: shown under the box, announced, and the box marked invalid. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * A labelled choice of one among a list (`.field`, like the text field): a native `<select>`, so a phone
 * opens its own picker and the keyboard, a screen reader and autofill work as everywhere, drawn with the
 * tokens and its own arrow.
 */
export function Select({ label, value, options, onChange, hint, error, disabled }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} className="ui-select-field">
      {(control) => (
        <span className="ui-select">
          <select
            {...control}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
