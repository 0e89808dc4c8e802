import { formatMoney, type TourDetail } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import type { Ref } from 'react';

/**
 * On a phone or a narrow window a bar fixed to the bottom of the screen keeps the price and "Check
 * availability" in reach; the button opens the booking steps in a sheet, and the sheet gives focus
 * back to it when it closes. (Wide layouts show the booking panel beside the description; the bar is
 * not displayed there, see tours.css.)
 */
export function StickyBookingBar({
  tour,
  button,
  onOpen,
  onIntent,
  onFocus,
}: {
  tour: Pick<TourDetail, 'priceAmount' | 'currency'>;
  button: Ref<HTMLButtonElement>;
  onOpen: () => void;
  /** A finger or the focus is on the button: time to fetch what opening needs. */
  onIntent: () => void;
  /** Focus came to the button: from the traveller, or given back by a dialog that closed. */
  onFocus: () => void;
}) {
  return (
    <div className="sticky-booking-bar">
      <p className="sticky-booking-price">
        <strong>From {formatMoney(tour.priceAmount, tour.currency)}</strong>{' '}
        <span className="muted small">per person</span>
      </p>
      <Button
        ref={button}
        variant="primary"
        aria-haspopup="dialog"
        onClick={onOpen}
        onPointerDown={onIntent}
        onFocus={() => {
          onIntent();
          onFocus();
        }}
      >
        Check availability
      </Button>
    </div>
  );
}
