import { useId } from 'react';

export function TextField({
  label,
  type,
  value,
  onChange,
  error,
  autoComplete,
}: {
  label: string;
  type: 'password' | 'email' | 'text';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
