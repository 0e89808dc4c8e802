// The built-in test gateway: decides by card number, like a card processor's test mode. No
// network, no state beyond what the caller stores. The test cards are listed in api/README.md.
import { randomBytes } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './provider';

export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  successAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processingError: '4000000000000119',
} as const;

const SUCCEEDING = new Set<string>([
  TEST_CARDS.success,
  TEST_CARDS.successMastercard,
  TEST_CARDS.successAmex,
]);

export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined. Nothing was charged. Try another card.',
  insufficient_funds: 'Your card has insufficient funds. Nothing was charged. Try another card.',
  processing_error: 'The payment could not be processed. Nothing was charged. Please try again.',
  card_not_supported:
    'This card is not accepted by the test gateway. Nothing was charged. Use one of the test cards.',
} as const;

const reference = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

export function createTestGateway(): PaymentProvider {
  return {
    name: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const number = request.card.number;
      if (SUCCEEDING.has(number)) return { status: 'succeeded', providerReference: reference('ch') };
      if (number === TEST_CARDS.insufficientFunds) {
        return {
          status: 'declined',
          code: 'insufficient_funds',
          message: DECLINE_MESSAGES.insufficient_funds,
          providerReference: reference('ch'),
        };
      }
      if (number === TEST_CARDS.processingError) {
        return {
          status: 'failed',
          code: 'processing_error',
          message: DECLINE_MESSAGES.processing_error,
          providerReference: null,
        };
      }
      if (number === TEST_CARDS.declined) {
        return {
          status: 'declined',
          code: 'card_declined',
          message: DECLINE_MESSAGES.card_declined,
          providerReference: reference('ch'),
        };
      }
      // Any other valid number: refused, so a real card typed by mistake is never "charged".
      return {
        status: 'declined',
        code: 'card_not_supported',
        message: DECLINE_MESSAGES.card_not_supported,
        providerReference: null,
      };
    },
    async refund(_request: RefundRequest): Promise<RefundResult> {
      return { status: 'succeeded', providerReference: reference('re') };
    },
  };
}
