import { bindQueryClientToSession, clearSession, setSession } from '@gaido/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  API,
  booking,
  list,
  payment,
  renderAccountPage,
  signIn,
  startMswServer,
  testQueryClient,
} from '../test/renderAccountPage';
import BookingsPage, { prefetch } from './BookingsPage';

const server = startMswServer();

function mockBookings(upcoming: unknown[], past: unknown[] = []) {
  server.use(
    http.get(`${API}/bookings`, ({ request }) =>
      HttpResponse.json(list(new URL(request.url).searchParams.get('when') === 'past' ? past : upcoming)),
    ),
  );
}

describe('the bookings page', () => {
  it('asks a visitor to sign in', () => {
    renderAccountPage(<BookingsPage />, '/bookings');
    expect(screen.getByRole('heading', { name: 'Your bookings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('lists upcoming and past bookings with status, reference and the time in the tour’s zone', async () => {
    signIn();
    mockBookings(
      [booking()],
      [
        booking({
          id: 'b2',
          reference: 'GD-PAST-0001',
          isPast: true,
          cancellation: {
            freeCancellationHours: 24,
            freeUntil: '2031-01-01T00:00:00Z',
            allowed: false,
            reason: 'This tour has already started, so the booking can no longer be cancelled.',
          },
        }),
      ],
    );
    renderAccountPage(<BookingsPage />, '/bookings');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming bookings' });
    const card = within(upcoming).getByRole('article', { name: 'Alfama Food Walk' });
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('GD-7K3F-9QXA');
    expect(card).toHaveTextContent(/10:00\sAM \(Lisbon time\)/);
    expect(card).toHaveTextContent('€130.00 · Paid');
    const past = await screen.findByRole('list', { name: 'Past and cancelled bookings' });
    expect(within(past).getByText('GD-PAST-0001')).toBeVisible();
    expect(within(past).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('cancels a paid booking after confirmation and says how much is refunded to which card', async () => {
    signIn();
    mockBookings([booking()]);
    server.use(
      http.post(`${API}/bookings/:id/cancel`, () =>
        HttpResponse.json({
          data: {
            booking: booking({ status: 'cancelled', paymentStatus: 'refunded' }),
            refund: payment({ id: 'r1', kind: 'refund', reference: 'REF-AAAA-BBBB' }),
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderAccountPage(<BookingsPage />, '/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('heading', { name: 'Cancel booking GD-7K3F-9QXA?' })).toHaveFocus();
    expect(screen.getByText('You will be refunded €130.00 to the card you paid with.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking GD-7K3F-9QXA is cancelled. €130.00 is refunded to Visa ending 4242.',
    );
  });

  it('moves a cancelled booking from Upcoming to Past and cancelled, still saying what was refunded', async () => {
    signIn();
    let cancelled = false;
    const cancelledBooking = booking({ status: 'cancelled', paymentStatus: 'refunded' });
    server.use(
      http.get(`${API}/bookings`, ({ request }) => {
        const past = new URL(request.url).searchParams.get('when') === 'past';
        if (!cancelled) return HttpResponse.json(list(past ? [] : [booking()]));
        return HttpResponse.json(list(past ? [cancelledBooking] : []));
      }),
      http.post(`${API}/bookings/:id/cancel`, () => {
        cancelled = true;
        return HttpResponse.json({
          data: {
            booking: cancelledBooking,
            refund: payment({ id: 'r1', kind: 'refund', reference: 'REF-AAAA-BBBB' }),
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderAccountPage(<BookingsPage />, '/bookings');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    const past = await screen.findByRole('list', { name: 'Past and cancelled bookings' });
    expect(within(past).getByRole('article', { name: 'Alfama Food Walk' })).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('list', { name: 'Upcoming bookings' })).toBeNull();
    expect(screen.getByText('No upcoming bookings.', { exact: false })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Booking GD-7K3F-9QXA is cancelled. €130.00 is refunded to Visa ending 4242.',
    );
  });

  it('shows the policy’s refusal instead of a cancel button inside the last 24 hours', async () => {
    signIn();
    const reason =
      'Free cancellation ended 24 hours before the start, on Fri, 13 Jun 2031, 10:00 (Lisbon time). This booking can no longer be cancelled.';
    mockBookings([
      booking({
        cancellation: {
          freeCancellationHours: 24,
          freeUntil: '2031-06-13T09:00:00.000Z',
          allowed: false,
          reason,
        },
      }),
    ]);
    renderAccountPage(<BookingsPage />, '/bookings');
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('pays an unpaid booking inline and shows a declined card’s message', async () => {
    signIn();
    mockBookings([
      booking({
        status: 'held',
        paymentStatus: 'unpaid',
        canPay: true,
        paidAt: null,
        holdExpiresAt: '2031-06-01T10:30:00.000Z',
      }),
    ]);
    server.use(
      http.post(`${API}/bookings/:id/pay`, () =>
        HttpResponse.json(
          {
            message: 'Your card was declined. Nothing was charged. Try another card.',
            code: 'card_declined',
          },
          { status: 402 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAccountPage(<BookingsPage />, '/bookings');
    expect(await screen.findByText('Awaiting payment')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await user.type(screen.getByLabelText('Name on card'), 'Ana Traveller');
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/35');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €130.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged.',
    );
  });

  describe("the page's prefetch (the host calls it as soon as this module has loaded)", () => {
    const route = () => ({ params: {}, searchParams: new URLSearchParams(), queryClient: testQueryClient() });

    /** Every GET /bookings, as `<when> <access token>`. */
    function countBookingRequests() {
      const requests: string[] = [];
      server.use(
        http.get(`${API}/bookings`, ({ request }) => {
          const when = new URL(request.url).searchParams.get('when');
          requests.push(`${when} ${request.headers.get('authorization')}`);
          return HttpResponse.json(list(when === 'past' ? [] : [booking()]));
        }),
      );
      return requests;
    }

    it('asks for both lists once: the page joins the requests', async () => {
      signIn();
      const requests = countBookingRequests();
      const opened = route();
      prefetch(opened);
      await vi.waitFor(() => expect(requests).toHaveLength(2));
      renderAccountPage(<BookingsPage />, '/bookings', opened.queryClient);
      expect(await screen.findByRole('list', { name: 'Upcoming bookings' })).toBeVisible();
      expect(await screen.findByText('No past or cancelled bookings yet.')).toBeVisible();
      expect(requests.sort()).toEqual(['past Bearer access-1', 'upcoming Bearer access-1']);
    });

    it('asks for nothing when nobody is signed in', async () => {
      clearSession();
      const requests = countBookingRequests();
      const opened = route();
      prefetch(opened);
      renderAccountPage(<BookingsPage />, '/bookings', opened.queryClient);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(requests).toEqual([]);
    });

    it("never hands one account's bookings to another who signed in meanwhile", async () => {
      signIn();
      const requests = countBookingRequests();
      const opened = route();
      // As the host does: a change of user drops the previous one's queries, even on their way.
      const unbind = bindQueryClientToSession(opened.queryClient);
      prefetch(opened);
      setSession({
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
        user: { id: 'user-2', email: 'bo@example.com', name: 'Bo', isOnboarded: true },
      });
      renderAccountPage(<BookingsPage />, '/bookings', opened.queryClient);
      expect(await screen.findByRole('list', { name: 'Upcoming bookings' })).toBeVisible();
      await screen.findByText('No past or cancelled bookings yet.');
      unbind();
      expect(requests.filter((request) => request.endsWith('access-2')).sort()).toEqual([
        'past Bearer access-2',
        'upcoming Bearer access-2',
      ]);
    });
  });
});
