import { PageSpinner, useSession } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { Link, useSearchParams } from 'react-router-dom';
import { SignInPrompt } from '../../common/SignInPrompt';
import { usePayment } from '../api/getPayment';
import { usePayments } from '../api/getPayments';
import { Receipt } from '../components/Receipt';
import { cardLabel, formatPaidAt, KIND_LABELS, signedAmount, statusLabel } from '../format';
import '../payments.css';
import { ErrorState } from '@gaido/ui/states';

/** /payment-history: every charge and refund; `?receipt=<id>` shows one as a printable receipt. */
export default function PaymentHistoryPage() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  if (!isAuthenticated)
    return <SignInPrompt title="Payment history" reason="Sign in to see your payments." />;
  return <PaymentHistory />;
}

function PaymentHistory() {
  const [params, setParams] = useSearchParams();
  const receiptId = params.get('receipt');
  const payments = usePayments();
  const listed = payments.data?.data.find((payment) => payment.id === receiptId);
  // A receipt link opened directly (not from the list) is fetched on its own.
  const single = usePayment(receiptId && !listed && payments.isSuccess ? receiptId : null);
  const receipt = listed ?? single.data;

  if (receiptId) {
    if (receipt) return <Receipt payment={receipt} onClose={() => setParams({})} />;
    if (payments.isPending || single.isPending) return <PageSpinner label="Loading the receipt…" />;
    return (
      <section className="state-box" role="alert">
        <h1>Receipt not found</h1>
        <p>This receipt does not exist or belongs to another account.</p>
        <Link to="/payment-history">Back to payment history</Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="payments-title" className="payment-history">
      <h1 id="payments-title">Payment history</h1>
      {payments.isPending ? (
        <PageSpinner label="Loading your payments…" />
      ) : payments.isError ? (
        <ErrorState onRetry={() => void payments.refetch()}>
          Your payments could not be loaded. Check your connection and try again.
        </ErrorState>
      ) : payments.data.data.length === 0 ? (
        <p className="muted">
          No payments yet. <Link to="/bookings">Your bookings</Link>
        </p>
      ) : (
        // The amount follows what was paid for, so a phone shows it without scrolling the table sideways.
        <div className="table-scroll">
          <table className="payments-table">
            <caption>Charges and refunds, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col" className="amount">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Type</th>
                <th scope="col">Card</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.data.data.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatPaidAt(payment.createdAt)}</td>
                  <td>
                    {payment.booking.tour.title}
                    <br />
                    <span className="muted small">Booking {payment.booking.reference}</span>
                  </td>
                  <td className="amount">{signedAmount(payment)}</td>
                  <td>{statusLabel(payment)}</td>
                  <td>{KIND_LABELS[payment.kind]}</td>
                  <td>{cardLabel(payment)}</td>
                  <td>
                    <Button
                      variant="ghost"
                      aria-label={`View receipt ${payment.reference}`}
                      onClick={() => setParams({ receipt: payment.id })}
                    >
                      View receipt
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
