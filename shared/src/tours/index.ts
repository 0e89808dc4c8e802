/**
 * @gaido/shared/tours: tours, bookings and payments, for the remotes that show them
 * (mfe-tours, mfe-account). Kept out of the package's root so the host's first load does not carry
 * them. Not a Module Federation singleton: it holds no state, and everything stateful it
 * needs (API client, errors, session) comes from `@gaido/shared`, the shared singleton, never through a
 * relative import (shared/src/subpaths.test.ts checks this).
 */

export {
  CARD_BRAND_NAMES,
  CARD_MESSAGES,
  type CardBrand,
  type CardField,
  type CardFieldErrors,
  type CardFields,
  cardBrandOf,
  cardDigits,
  cardErrorsFromIssues,
  formatCardNumber,
  newIdempotencyKey,
  parseExpiry,
  passesLuhn,
  toCardPayload,
  validateCardFields,
} from '@gaido/contracts/card';
export { type DepartureSuggestion, nearestFreeSlots } from '@gaido/contracts/departures';
export { dateTimeFormat, numberFormat } from '../format/intl';
export type {
  ItineraryStop,
  MeetingPoint,
  Tour,
  TourCity,
  TourDetail,
  TourGuide,
} from '../schemas/tour';
export {
  type Availability,
  type AvailabilityDay,
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
  type CancelledBooking,
  type CardPaymentInput,
  type PaidBooking,
  type Payment,
  type Review,
  type Slot,
  type SlotSuggestion,
  type SlotUnavailable,
  type TourFilterOptions,
} from './bookingSchemas';
export { CardPaymentForm, type CardPaymentFormProps, TEST_CARD_HINT } from './CardPaymentForm';
export { cancelBooking, useCancelBooking } from './cancelBooking';
export { currencyDigits, formatMoney, toMinorUnits } from './money';
export { payBooking, usePayBooking } from './payBooking';
export { bookingQueryKeys, paymentQueryKeys, tourQueryKeys } from './tourQueryKeys';
export {
  addCalendarDays,
  calendarDateToLocalDay,
  formatPastDate,
  formatTourDate,
  formatTourDateTime,
  formatTourTime,
  formatWallTime,
  localDayToCalendarDate,
  tourTimeZoneLabel,
  zoneCityName,
  zoneOffsetLabel,
} from './tourTime';
