import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  API,
  list,
  payment,
  renderAccountPage,
  signIn,
  startMswServer,
} from '../../bookings/test/renderAccountPage';
import PaymentHistoryPage from './PaymentHistoryPage';

const server = startMswServer();

describe('the payment history page', () => {
  it('asks a visitor to sign in', () => {
    renderAccountPage(<PaymentHistoryPage />, '/payment-history');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('lists every charge and refund with amount, status and card, and opens a printable receipt', async () => {
    signIn();
    const refund = payment({
      id: 'r1',
      kind: 'refund',
      reference: 'REF-AAAA-BBBB',
      createdAt: '2031-06-02T10:00:00.000Z',
    });
    server.use(
      http.get(`${API}/payments`, () => HttpResponse.json(list([refund, payment({ status: 'refunded' })]))),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAccountPage(<PaymentHistoryPage />, '/payment-history');
    const table = await screen.findByRole('table', { name: 'Charges and refunds, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Status', 'Type', 'Card', 'Receipt']);
    expect(rows[0]).toHaveTextContent('Refund');
    expect(rows[0]).toHaveTextContent('−€130.00');
    expect(rows[0]).toHaveTextContent('Refunded to card');
    expect(rows[1]).toHaveTextContent('Charge');
    expect(rows[1]).toHaveTextContent('Paid, later refunded');
    expect(rows[1]).toHaveTextContent('Visa ending 4242');
    await user.click(within(rows[1]!).getByRole('button', { name: 'View receipt PAY-ABCD-EFGH' }));
    const receipt = screen.getByRole('region', { name: 'Receipt PAY-ABCD-EFGH' });
    expect(receipt).toHaveTextContent('GD-7K3F-9QXA');
    expect(receipt).toHaveTextContent('2 × €65.00');
    expect(receipt).toHaveTextContent('10:00 AM (Lisbon time)');
    // The receipt is the page now: its own heading and document title, not the history's.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt PAY-ABCD-EFGH');
    expect(document.title).toBe('Receipt PAY-ABCD-EFGH · Gaido');
    await user.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(receipt).getByRole('button', { name: 'Back to payment history' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('says so when there are no payments yet', async () => {
    signIn();
    server.use(http.get(`${API}/payments`, () => HttpResponse.json(list([]))));
    renderAccountPage(<PaymentHistoryPage />, '/payment-history');
    expect(await screen.findByText(/No payments yet/)).toBeVisible();
  });
});
