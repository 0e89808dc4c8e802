import { type PagePrefetch, PageSpinner, useSession } from '@gaido/shared';
import { Link } from 'react-router-dom';
import { SignInPrompt } from '../../common/SignInPrompt';
import { type BookingsWhen, prefetchBookings, useBookings } from '../api/getBookings';
import { BookingCard } from '../components/BookingCard';
import '../bookings.css';

/** The host calls this as soon as this module has loaded. */
export const prefetch: PagePrefetch = ({ queryClient }) => prefetchBookings(queryClient);

/** /bookings: upcoming and past bookings, each with its status and what can be done with it. */
export default function BookingsPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated) return <SignInPrompt title="Your bookings" reason="Sign in to see your bookings." />;
  return (
    <section aria-labelledby="bookings-title" className="account-bookings">
      <h1 id="bookings-title">Your bookings</h1>
      <p>
        Dates and times are shown in each tour’s local time.{' '}
        <Link to="/payment-history">Payment history</Link>
      </p>
      <BookingList when="upcoming" title="Upcoming" empty="No upcoming bookings." />
      <BookingList when="past" title="Past" empty="No past bookings yet." />
    </section>
  );
}

function BookingList({ when, title, empty }: { when: BookingsWhen; title: string; empty: string }) {
  const bookings = useBookings(when);
  const headingId = `bookings-${when}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {bookings.isPending ? (
        <PageSpinner label={`Loading ${title.toLowerCase()} bookings…`} />
      ) : bookings.isError ? (
        <div className="state-box" role="alert">
          <p>Your bookings could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button" onClick={() => void bookings.refetch()}>
            Try again
          </button>
        </div>
      ) : bookings.data.data.length === 0 ? (
        <p className="muted">
          {empty} {when === 'upcoming' && <Link to="/tours">Find a tour</Link>}
        </p>
      ) : (
        <ul className="booking-list" aria-label={`${title} bookings`}>
          {bookings.data.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
