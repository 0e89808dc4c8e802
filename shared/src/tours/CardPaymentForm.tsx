/**
 * The card form of the payment step (mfe-tours) and of "pay now" on the bookings page
 * (mfe-account): one accessible form so both remotes behave the same. It does not call the API;
 * the page passes `onPay`. Why it owns the idempotency key: a double click, a retry after a lost
 * response, or a resubmit while the first is in flight must all reuse the same key (the API then
 * charges once); only a definitive answer (paid, declined, invalid) starts a new attempt.
 */

import {
  type CardField,
  type CardFieldErrors,
  type CardFields,
  cardErrorsFromIssues,
  formatCardNumber,
  newIdempotencyKey,
  toCardPayload,
  validateCardFields,
} from '@gaido/contracts/card';
import { getServerMessage, isApiError } from '@gaido/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { CardPaymentInput } from './bookingSchemas';

export interface CardPaymentFormProps {
  /** "€110.00": shown on the button. */
  amountLabel: string;
  /** Resolves when paid; throws (an ApiError) when refused. */
  onPay: (input: CardPaymentInput) => Promise<unknown>;
  /** Shows the test gateway's cards (not in production). */
  showTestCards?: boolean;
}

const FIELD_ORDER: CardField[] = ['holderName', 'number', 'expiry', 'cvc'];
const EMPTY: CardFields = { number: '', expiry: '', cvc: '', holderName: '' };

export const TEST_CARD_HINT =
  'Test mode: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any future expiry date; any 3-digit security code (4 digits for American Express).';

export function CardPaymentForm({ amountLabel, onPay, showTestCards = true }: CardPaymentFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not state: a second click in the same frame must see the first one in flight.
  const inFlight = useRef(false);
  const attemptKey = useRef(newIdempotencyKey());
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  function update(field: CardField, value: string) {
    setFields((current) => ({ ...current, [field]: field === 'number' ? formatCardNumber(value) : value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirst(found: CardFieldErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateCardFields(fields);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await onPay({ idempotencyKey: attemptKey.current, card: toCardPayload(fields) });
      attemptKey.current = newIdempotencyKey();
    } catch (error) {
      // No answer at all (network, timeout): the same attempt may be retried with the same key.
      if (!isApiError(error) || error.status !== 0) attemptKey.current = newIdempotencyKey();
      const body = isApiError(error) ? (error.body as { issues?: unknown } | null) : null;
      const fieldErrors = cardErrorsFromIssues(body?.issues);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirst(fieldErrors);
      } else {
        setFormError(getServerMessage(error, 'The payment could not be completed. Nothing was charged.'));
      }
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const field = (name: CardField, label: string, props: Record<string, string | number | boolean>) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className="field card-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          value={fields[name]}
          onChange={(event) => update(name, event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          // Read-only rather than disabled while paying: a disabled field cannot take focus back.
          readOnly={pending}
          {...props}
        />
        {errors[name] && (
          <p id={errorId} className="field-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="card-payment-form" onSubmit={submit} noValidate aria-label="Card payment">
      {field('holderName', 'Name on card', { autoComplete: 'cc-name', type: 'text' })}
      {field('number', 'Card number', {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        type: 'text',
        placeholder: '1234 5678 9012 3456',
      })}
      <div className="card-row">
        {field('expiry', 'Expiry date (MM/YY)', {
          autoComplete: 'cc-exp',
          inputMode: 'numeric',
          type: 'text',
          placeholder: 'MM/YY',
          maxLength: 7,
        })}
        {field('cvc', 'Security code (CVC)', {
          autoComplete: 'cc-csc',
          inputMode: 'numeric',
          type: 'text',
          maxLength: 4,
        })}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {Object.values(errors).some(Boolean) && (
        <p className="visually-hidden" role="alert">
          Please correct the highlighted card details.
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={pending} aria-disabled={pending}>
        {pending ? 'Paying…' : `Pay ${amountLabel}`}
      </button>
      {showTestCards && <p className="muted small">{TEST_CARD_HINT}</p>}
    </form>
  );
}
