// The seam between bookings and whoever moves the money. The default is the built-in test
// gateway (./test-gateway.ts), so the app takes payments with no setup; a real provider
// implements the same two calls and forwards the idempotency key, so a retried request can never
// charge twice on its side either.
import type { CardInput } from './card';

export interface ChargeRequest {
  amount: number;
  currency: string;
  card: CardInput;
  /** Unique per payment attempt: the provider returns the first result for a repeated key. */
  idempotencyKey: string;
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; providerReference: string }
  | { status: 'declined' | 'failed'; code: string; message: string; providerReference: string | null };

export interface RefundRequest {
  chargeReference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundResult =
  | { status: 'succeeded'; providerReference: string }
  | { status: 'failed'; code: string; message: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}
