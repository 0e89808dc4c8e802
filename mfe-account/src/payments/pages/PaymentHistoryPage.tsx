import { useSession } from '@gaido/shared';
import { Button } from '@gaido/ui/button';
import { Link, useSearchParams } from 'react-router-dom';
import { SignInPrompt } from '../../common/SignInPrompt';
import { usePayment } from '../api/getPayment';
import { usePayments } from '../api/getPayments';
import { Receipt } from '../components/Receipt';
import { cardLabel, formatPaidAt, KIND_LABELS, signedAmount, statusLabel } from '../format';
import '../payments.css';
import { ErrorState, LoadingState } from '@gaido/ui/states';
import { ResponsiveTable } from '@gaido/ui/table';

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
    if (payments.isPending || single.isPending) return <LoadingState label="Loading the receipt…" />;
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
        <LoadingState label="Loading your payments…" />
      ) : payments.isError ? (
        <ErrorState onRetry={() => void payments.refetch()}>
          Your payments could not be loaded. Check your connection and try again.
        </ErrorState>
      ) : payments.data.data.length === 0 ? (
        <p className="muted">
          No payments yet. <Link to="/bookings">Your bookings</Link>
        </p>
      ) : (
        <ResponsiveTable
          caption="Charges and refunds, newest first"
          rows={payments.data.data}
          rowKey={(payment) => payment.id}
          columns={[
            { header: 'Date', cell: (payment) => formatPaidAt(payment.createdAt) },
            {
              header: 'Description',
              kind: 'title',
              cell: (payment) => (
                <>
                  {payment.booking.tour.title}
                  <br />
                  <span className="muted small">Booking {payment.booking.reference}</span>
                </>
              ),
            },
            { header: 'Amount', align: 'end', cell: signedAmount },
            { header: 'Status', cell: statusLabel },
            { header: 'Type', cell: (payment) => KIND_LABELS[payment.kind] },
            { header: 'Card', cell: cardLabel },
            {
              header: 'Receipt',
              kind: 'action',
              hideHeader: true,
              cell: (payment) => (
                <Button
                  variant="ghost"
                  aria-label={`View receipt ${payment.reference}`}
                  onClick={() => setParams({ receipt: payment.id })}
                >
                  View receipt
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
