// The words of the booking mails: requested (held, waiting for payment), payment received (the
// receipt) and cancelled (with the refund when there was a payment). Each comes in HTML and text;
// times are the tour's local time, named as the app names them ("Lisbon time").
import { detailsText, type MailDetails, mailLayout } from '../mail/layout';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { describeLocal } from '../tours/local-time';

/** What every booking mail says about the booking; a booking row has all of it. */
export interface BookingFacts {
  reference: string;
  tourTitle: string;
  cityName: string;
  startsAt: Date;
  timezone: string;
  guests: number;
  unitAmount: number;
  totalAmount: number;
  currency: string;
  meetingPointName: string;
  freeCancellationHours: number;
  holdExpiresAt: Date;
}

/** A charge or a refund, as the receipt shows it. */
export interface PaymentFacts {
  reference: string;
  amount: number;
  currency: string;
  cardBrand: string;
  cardLast4: string;
  createdAt: Date;
}

/** Amounts are integer minor units of their currency (cents; none for JPY). */
// One formatter a currency, kept: building an Intl formatter costs far more than formatting with it
// (a booking's and a payment's mails format four amounts).
const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

export function formatMoney(amount: number, currency: string) {
  let entry = moneyFormats.get(currency);
  if (!entry) {
    const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    entry = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    moneyFormats.set(currency, entry);
  }
  return entry.format.format(amount / 10 ** entry.digits);
}

function localTime(instant: Date, booking: BookingFacts) {
  return `${describeLocal(instant, booking.timezone)} (${booking.cityName} time)`;
}

function bookingDetails(booking: BookingFacts): MailDetails {
  const unit = formatMoney(booking.unitAmount, booking.currency);
  return [
    ['Booking reference', booking.reference],
    ['Tour', `${booking.tourTitle}, ${booking.cityName}`],
    ['Starts', localTime(booking.startsAt, booking)],
    ['Meeting point', booking.meetingPointName],
    ['Guests', `${booking.guests} × ${unit}`],
    ['Total', formatMoney(booking.totalAmount, booking.currency)],
  ];
}

function card(payment: PaymentFacts) {
  const brand = payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1);
  return `${brand} ending in ${payment.cardLast4}`;
}

function compose(
  to: string,
  kind: string,
  subject: string,
  paragraphs: string[],
  details: MailDetails,
  action: { label: string; url: string },
): OutgoingMail {
  return {
    to,
    kind,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${detailsText(details)}\n\n${action.label}: ${action.url}`,
    html: mailLayout(paragraphs, action, details),
    link: null,
  };
}

const bookingsPage = (appUrl: string) => ({ label: 'See your bookings', url: `${appUrl}/bookings` });

export function bookingRequestedMail(appUrl: string, to: string, booking: BookingFacts): OutgoingMail {
  return compose(
    to,
    'booking-requested',
    `Booking requested: ${booking.tourTitle}`,
    [
      `We are holding ${booking.guests} ${booking.guests === 1 ? 'place' : 'places'} on ${booking.tourTitle} for you.`,
      `Pay by ${localTime(booking.holdExpiresAt, booking)} to confirm the booking; after that the places are released.`,
    ],
    bookingDetails(booking),
    { label: 'Pay for your booking', url: `${appUrl}/bookings` },
  );
}

export function paymentReceivedMail(
  appUrl: string,
  to: string,
  booking: BookingFacts,
  payment: PaymentFacts,
): OutgoingMail {
  const freeUntil = new Date(booking.startsAt.getTime() - booking.freeCancellationHours * 3_600_000);
  return compose(
    to,
    'payment-received',
    `Receipt for your booking ${booking.reference}`,
    [
      `Thank you: we received your payment of ${formatMoney(payment.amount, payment.currency)} and your booking of ${booking.tourTitle} is confirmed.`,
      `Free cancellation until ${localTime(freeUntil, booking)}.`,
    ],
    [
      ['Receipt number', payment.reference],
      [
        'Paid',
        `${formatMoney(payment.amount, payment.currency)} on ${payment.createdAt.toISOString().slice(0, 10)}`,
      ],
      ['Card', card(payment)],
      ...bookingDetails(booking),
    ],
    bookingsPage(appUrl),
  );
}

export function bookingCancelledMail(
  appUrl: string,
  to: string,
  booking: BookingFacts,
  refund: PaymentFacts | null,
): OutgoingMail {
  const paragraphs = [
    `Your booking of ${booking.tourTitle} on ${localTime(booking.startsAt, booking)} is cancelled.`,
  ];
  const details: [string, string][] = [];
  if (refund) {
    paragraphs.push(
      `We refunded ${formatMoney(refund.amount, refund.currency)} to your ${card(refund)}. Refunds usually reach your account within 5 to 10 business days.`,
    );
    details.push(
      ['Refund reference', refund.reference],
      ['Refunded', formatMoney(refund.amount, refund.currency)],
      ['Card', card(refund)],
    );
  } else {
    paragraphs.push('It was not paid, so nothing was charged.');
  }
  return compose(
    to,
    'booking-cancelled',
    refund
      ? `Booking cancelled and refunded: ${booking.reference}`
      : `Booking cancelled: ${booking.reference}`,
    paragraphs,
    [...details, ...bookingDetails(booking)],
    bookingsPage(appUrl),
  );
}

/** Where the booking services queue their mail: in their own transaction (mailer.ts, `queue`). */
export interface BookingMail {
  mailer: Pick<Mailer, 'queue' | 'queueInStatement'>;
  appUrl: string;
}
