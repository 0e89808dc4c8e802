import { type PagePrefetch, useSession } from '@gaido/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SignInPrompt } from '../../common/SignInPrompt';
import { type BookingsWhen, prefetchBookings, useBookings } from '../api/getBookings';
import { BookingCard } from '../components/BookingCard';
import '../bookings.css';
import { ErrorState, LoadingState } from '@gaido/ui/states';

/** The host calls this as soon as this module has loaded. */
export const prefetch: PagePrefetch = ({ queryClient }) => prefetchBookings(queryClient);

/** /bookings: upcoming and past bookings, each with its status and what can be done with it. */
export default function BookingsPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  // What a cancellation did (the refund) is said above the lists: the cancelled booking moves from
  // Upcoming to Past and cancelled, and a message kept on its card would go with it.
  const [notice, setNotice] = useState<string | null>(null);
  if (!isAuthenticated) return <SignInPrompt title="Your bookings" reason="Sign in to see your bookings." />;
  return (
    <section aria-labelledby="bookings-title" className="account-bookings">
      <h1 id="bookings-title">Your bookings</h1>
      <p>
        Dates and times are shown in each tour’s local time.{' '}
        <Link to="/payment-history">Payment history</Link>
      </p>
      <p className="notice" role="status" hidden={!notice}>
        {notice}
      </p>
      <BookingList when="upcoming" title="Upcoming" empty="No upcoming bookings." onCancelled={setNotice} />
      <BookingList
        when="past"
        title="Past and cancelled"
        empty="No past or cancelled bookings yet."
        onCancelled={setNotice}
      />
    </section>
  );
}

function BookingList({
  when,
  title,
  empty,
  onCancelled,
}: {
  when: BookingsWhen;
  title: string;
  empty: string;
  onCancelled: (message: string) => void;
}) {
  const bookings = useBookings(when);
  const headingId = `bookings-${when}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {bookings.isPending ? (
        <LoadingState label={`Loading ${title.toLowerCase()} bookings…`} />
      ) : bookings.isError ? (
        <ErrorState onRetry={() => void bookings.refetch()}>
          Your bookings could not be loaded. Check your connection and try again.
        </ErrorState>
      ) : bookings.data.data.length === 0 ? (
        <p className="muted">
          {empty} {when === 'upcoming' && <Link to="/tours">Find a tour</Link>}
        </p>
      ) : (
        <ul className="booking-list" aria-label={`${title} bookings`}>
          {bookings.data.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} onCancelled={onCancelled} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
