import { CARD_BRAND_NAMES, dateTimeFormat, formatMoney, type Payment } from '@gaido/shared/tours';

/** A refund reads as money coming back: "−€130.00". */
export function signedAmount(payment: Payment, locale?: string): string {
  const amount = formatMoney(payment.amount, payment.currency, locale);
  return payment.kind === 'refund' ? `−${amount}` : amount;
}

export function cardLabel(payment: Payment): string {
  return `${CARD_BRAND_NAMES[payment.card.brand] ?? 'Card'} ending ${payment.card.last4}`;
}

export const KIND_LABELS: Record<Payment['kind'], string> = { charge: 'Charge', refund: 'Refund' };

export function statusLabel(payment: Payment): string {
  if (payment.kind === 'refund') return 'Refunded to card';
  switch (payment.status) {
    case 'succeeded':
      return 'Paid';
    case 'refunded':
      return 'Paid, later refunded';
    case 'declined':
      return 'Declined';
    default:
      return 'Failed';
  }
}

/** When the money moved, in the traveller's own time (it is not a tour time). */
export function formatPaidAt(instant: string, locale?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));
}
