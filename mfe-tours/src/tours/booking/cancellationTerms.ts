/**
 * The cancellation terms that apply to ONE departure. A paid booking is cancelled free of charge
 * until `freeCancellationHours` before its start (in the tour's time zone); a departure that starts
 * sooner than that is sold without free cancellation, and the traveller is told so before paying.
 */
import { formatTourDateTime } from '@gaido/shared/tours';

export interface DepartureTermsInput {
  startsAt: string;
  freeCancellationHours: number;
  timezone: string;
  cityName: string;
  now?: Date;
}

export function freeCancellationEndsAt(startsAt: string, freeCancellationHours: number): Date {
  return new Date(new Date(startsAt).getTime() - freeCancellationHours * 3_600_000);
}

export function hasFreeCancellation(
  startsAt: string,
  freeCancellationHours: number,
  now = new Date(),
): boolean {
  return now.getTime() < freeCancellationEndsAt(startsAt, freeCancellationHours).getTime();
}

/** One sentence for the booking panel, the payment step and the confirmation. */
export function cancellationTermsFor({
  startsAt,
  freeCancellationHours,
  timezone,
  cityName,
  now = new Date(),
}: DepartureTermsInput): string {
  if (hasFreeCancellation(startsAt, freeCancellationHours, now)) {
    const until = formatTourDateTime(freeCancellationEndsAt(startsAt, freeCancellationHours), timezone);
    return `Free cancellation until ${until} (${cityName} time).`;
  }
  return `No free cancellation: this time starts in less than ${freeCancellationHours} hours, so once paid the booking cannot be cancelled or refunded.`;
}
