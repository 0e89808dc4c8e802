import { type ReactNode, useId } from 'react';
import { describedBy } from '../fields/describedBy';
import '../fields/fields.css';
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
  const id = useId();
  return (
    <div className="field ui-select-field">
      <label htmlFor={id}>{label}</label>
      <span className="ui-select">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(Boolean(hint) && `${id}-hint`, Boolean(error) && `${id}-error`)}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
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
