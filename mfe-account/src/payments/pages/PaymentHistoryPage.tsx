import { useSession } from '@gaido/shared';
import { SignInPrompt } from '../../common/SignInPrompt';

export default function PaymentHistoryPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated)
    return <SignInPrompt title="Payment history" reason="Sign in to see your payments." />;
  return (
    <section className="state-box" aria-labelledby="payments-title">
      <h1 id="payments-title">Payment history</h1>
      <p>Not built yet: charges and refunds arrive with the tours and payments release (issue 6).</p>
    </section>
  );
}
