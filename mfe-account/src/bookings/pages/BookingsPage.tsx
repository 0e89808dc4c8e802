import { useSession } from '@gaido/shared';
import { SignInPrompt } from '../../common/SignInPrompt';

export default function BookingsPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated) return <SignInPrompt title="Your bookings" reason="Sign in to see your bookings." />;
  return (
    <section className="state-box" aria-labelledby="bookings-title">
      <h1 id="bookings-title">Your bookings</h1>
      <p>Not built yet: bookings arrive with the tours and payments release (issue 6).</p>
    </section>
  );
}
