import { Sheet } from '@gaido/ui/sheet';
import { BookingPanel } from './BookingPanel';
import type { BookingSteps } from './useBookingSteps';

/**
 * The booking steps (guests, date, time, then payment and the confirmation) in a sheet named for the
 * tour (its title a line above the step's heading), opened from the sticky bar of a one-column tour page. Loaded when it first opens: the page's
 * first load carries only the bar.
 */
export default function BookingSheet({
  steps,
  open,
  onOpenChange,
  returnFocusTo,
  initialFocus,
}: {
  steps: BookingSteps;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes whenever it closes: the bar's Check availability. */
  returnFocusTo: () => HTMLElement | null;
  initialFocus: () => HTMLElement | null | undefined;
}) {
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={steps.tour.title}
      // The steps bring their heading ("Book this tour", then "Pay for your booking"); the tour's
      // title names the sheet and shows above it, so the sheet has one heading.
      titleAs="label"
      className="booking-sheet"
      // Not "what had focus as it opened": a tap on iOS focuses nothing, and the sheet also opens by
      // itself (back from sign-in, a kept selection).
      opener={null}
      fallbackFocus={returnFocusTo}
      initialFocus={initialFocus}
    >
      <BookingPanel steps={steps} />
    </Sheet>
  );
}
