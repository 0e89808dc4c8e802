export default function TermsPage() {
  return (
    <article className="static-page" aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of use</h1>
      <h2>Accounts</h2>
      <p>
        You are responsible for your account and for keeping your password secret. You must be 16 or older.
      </p>
      <h2>Bookings and payments</h2>
      <p>
        A booking request holds places on a tour. A booking is confirmed once paid. You may cancel free of
        charge until 24 hours before the tour starts, in the tour's local time; later cancellations are not
        refunded.
      </p>
      <h2>Content</h2>
      <p>Folder names, reviews and profile details you write stay yours; do not post unlawful content.</p>
      <h2>Liability</h2>
      <p>Tours are run by independent guides. Gaido arranges the booking and the payment.</p>
    </article>
  );
}
