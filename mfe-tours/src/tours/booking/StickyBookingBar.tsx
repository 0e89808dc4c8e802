import { formatMoney, type TourDetail } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { type RefObject, useEffect, useState } from 'react';

/**
 * On a phone or a narrow window the booking panel sits below the whole tour description: a bar
 * fixed to the bottom of the screen keeps the price and "Check availability" in reach, and takes
 * the traveller to the panel. It hides while the panel itself is on screen. (Wide layouts show the
 * panel beside the description; the bar is not displayed there, see tours.css.)
 */
export function StickyBookingBar({
  tour,
  panel,
}: {
  tour: Pick<TourDetail, 'priceAmount' | 'currency'>;
  panel: RefObject<HTMLElement | null>;
}) {
  const [panelInView, setPanelInView] = useState(false);

  useEffect(() => {
    const target = panel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setPanelInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [panel]);

  function checkAvailability() {
    const target = panel.current;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    const heading = target.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }

  return (
    <div className="sticky-booking-bar" hidden={panelInView}>
      <p className="sticky-booking-price">
        <strong>From {formatMoney(tour.priceAmount, tour.currency)}</strong>{' '}
        <span className="muted small">per person</span>
      </p>
      <Button variant="primary" onClick={checkAvailability}>
        Check availability
      </Button>
    </div>
  );
}
