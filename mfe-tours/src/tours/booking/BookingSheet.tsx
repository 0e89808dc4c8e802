import type { TourDetail } from '@gaido/shared/tours';
import { Sheet } from '@gaido/ui/sheet';
import { BookingPanel } from './BookingPanel';

/**
 * The booking steps (date, time, guests, then payment and the confirmation) in a sheet, opened from
 * the sticky bar of a one-column tour page. Loaded when it first opens: the page's first load carries
 * only the bar.
 */
export default function BookingSheet({
  tour,
  open,
  onOpenChange,
  onLeaveForSignIn,
  returnFocus,
}: {
  tour: TourDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The visitor is sent to sign in: the sheet closes, the selection is kept for when it reopens. */
  onLeaveForSignIn: () => void;
  returnFocus: boolean;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={tour.title}
      className="booking-sheet"
      returnFocus={returnFocus}
    >
      <BookingPanel tour={tour} onLeaveForSignIn={onLeaveForSignIn} />
    </Sheet>
  );
}
