import { type ReactNode, useId } from 'react';
import './fields.css';

/** What a field's control (its input or select) carries so that its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** What the value should be, under the control and read with it. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control, announced, and the control marked invalid. */
  error?: string | undefined;
  /** More classes beside `.field` (a password field's, a select's). */
  className?: string | undefined;
  /** The control, given the props that tie it to the label, the hint and the error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and its error (`.field`): the one place the text field, the
 * password field and the select get their wiring — the label names the control, the hint then the
 * error describe it, an error marks it invalid and is announced at once.
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
