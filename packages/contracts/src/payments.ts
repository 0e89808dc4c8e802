// Payment history: every charge and refund of the signed-in user, and one of them for its receipt.
// Paying happens on the booking (bookings.ts, POST /bookings/{bookingId}/pay), with the card below.
import * as z from 'zod/mini';
import { cardBrandOf, cardDigits, passesLuhn } from './card';
import { dataOf, defineEndpoint, ErrorResponse, listOf, pageQuery, uuidParams } from './endpoint';
import { CARD_CVC_INPUT_MAX, CARD_HOLDER_NAME_MAX, MAX_PAYMENTS_PAGE_SIZE } from './limits';

export { CARD_HOLDER_NAME_MAX, MAX_PAYMENTS_PAGE_SIZE, PAYMENTS_PAGE_SIZE } from './limits';

/**
 * A card as the pay call takes it: the number checked with Luhn, expiry month and year, the security
 * code (4 digits for American Express, 3 otherwise) and the holder's name. The messages never repeat
 * what was typed; the card form's rules (card.ts) are the same functions. Expiry in the past
 * is refused by the API, which knows the date.
 */
export const Card = z
  .object({
    number: z.pipe(
      z.pipe(
        z.string({ error: 'Card number is required' }).check(z.maxLength(40, 'Card number is not valid')),
        z.transform(cardDigits),
      ),
      z
        .string()
        .check(
          z.minLength(1, 'Card number is required'),
          z.regex(/^\d{12,19}$/, 'Card number must have 12 to 19 digits'),
          z.refine(passesLuhn, 'Card number is not valid (check the digits)'),
        ),
    ),
    expMonth: z.coerce
      .number({ error: 'Expiry month is required' })
      .check(
        z.refine(Number.isInteger, 'Expiry month must be 1 to 12'),
        z.gte(1, 'Expiry month must be 1 to 12'),
        z.lte(12, 'Expiry month must be 1 to 12'),
      ),
    expYear: z.coerce.number({ error: 'Expiry year is required' }).check(
      z.refine(Number.isInteger, 'Expiry year is not valid'),
      z.gte(0, 'Expiry year is not valid'),
      z.lte(2100, 'Expiry year is not valid'),
      // Two digits are this century's ("27" is 2027); four from 2000.
      z.refine((year) => year < 100 || year >= 2000, 'Expiry year is not valid'),
    ),
    cvc: z
      .string({ error: 'Security code is required' })
      .check(
        z.maxLength(CARD_CVC_INPUT_MAX, { error: 'Security code must be 3 or 4 digits', abort: true }),
        z.trim(),
        z.regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'),
      ),
    holderName: z
      .string({ error: 'Name on card is required' })
      .check(
        z.trim(),
        z.minLength(2, 'Name on card is required'),
        z.maxLength(CARD_HOLDER_NAME_MAX, `Name on card must be at most ${CARD_HOLDER_NAME_MAX} characters`),
      ),
  })
  .check(
    z.refine((card) => cardBrandOf(card.number) !== 'amex' || card.cvc.length === 4, {
      message: 'Security code must be 4 digits for this card',
      path: ['cvc'],
    }),
    z.refine((card) => cardBrandOf(card.number) === 'amex' || card.cvc.length === 3, {
      message: 'Security code must be 3 digits',
      path: ['cvc'],
    }),
  );
export type CardInput = z.output<typeof Card>;

export const PAYMENT_KINDS = ['charge', 'refund'] as const;
export const PAYMENT_STATUSES = ['succeeded', 'declined', 'failed', 'refunded'] as const;

/** A charge or a refund, with the booking it was for. Amounts are integer minor units of `currency`. */
export const Payment = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.int(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
  provider: z.string(),
  failureCode: z.nullable(z.string()),
  failureMessage: z.nullable(z.string()),
  refundOfId: z.nullable(z.string()),
  createdAt: z.string(),
  bookingId: z.string(),
  booking: z.object({
    id: z.string(),
    reference: z.string(),
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    guests: z.int(),
    unitAmount: z.int(),
    tour: z.object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      city: z.object({ name: z.string(), slug: z.string() }),
    }),
  }),
});

export const PaymentListQuery = z.object(pageQuery(MAX_PAYMENTS_PAGE_SIZE));
export const listPayments = defineEndpoint({
  method: 'get',
  path: '/payments',
  summary:
    "The signed-in user's charges and refunds, newest first, PAYMENTS_PAGE_SIZE (50) a page by default",
  description: "The signed-in user's charges and refunds, newest first, each with its booking.",
  tag: 'payments',
  auth: 'bearer',
  query: PaymentListQuery,
  responses: { 200: listOf(Payment), 400: ErrorResponse, 401: ErrorResponse },
});

export const getPayment = defineEndpoint({
  method: 'get',
  path: '/payments/{paymentId}',
  summary: 'One charge or refund of the signed-in user (a receipt)',
  description:
    "One charge or refund of the signed-in user, as its receipt shows it. Another user's payment answers 404.",
  tag: 'payments',
  auth: 'bearer',
  params: uuidParams('paymentId'),
  responses: { 200: dataOf(Payment), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
});

export const paymentsEndpoints = [listPayments, getPayment];
