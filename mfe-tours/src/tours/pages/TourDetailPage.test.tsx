import {
  clearSession,
  GAIDO_EVENTS,
  type OpenAuthDetail,
  onGaidoEvent,
  readPendingBooking,
} from '@gaido/shared';
import { localDayToCalendarDate } from '@gaido/shared/tours';
import { Button } from '@gaido/ui/button';
import { Dialog } from '@gaido/ui/dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useEffect, useState } from 'react';
import {
  availabilityFor,
  bookingFor,
  cityLand,
  lisbonInstant,
  paymentFor,
  TOUR_ID,
  tourDetail,
} from '../../test/fixtures';
import { API, renderPage, signIn } from '../../test/render';
import { server } from '../../test/server';
import { saveSelectionForSignIn } from '../booking/pendingSelection';
import TourDetailPage from './TourDetailPage';

const ROUTE = '/tours/lisbon/alfama-food-walk';
const today = localDayToCalendarDate(new Date());

function mockTourApi(remaining = { '10:00': 8, '17:00': 1 }) {
  const requests: unknown[] = [];
  server.use(
    http.get(`${API}/tours/by-slug/lisbon/alfama-food-walk`, () => HttpResponse.json({ data: tourDetail })),
    http.get(`${API}/cities/lisbon/land`, () => HttpResponse.json({ data: cityLand })),
    http.get(`${API}/tours/${TOUR_ID}/availability`, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        data: availabilityFor(
          url.searchParams.get('from') ?? today,
          url.searchParams.get('to') ?? today,
          remaining,
        ),
      });
    }),
    http.get(`${API}/tours/${TOUR_ID}/reviews`, () =>
      HttpResponse.json({
        data: [
          {
            id: 'r1',
            tourId: TOUR_ID,
            authorName: 'Rosa M.',
            rating: 5,
            text: 'Wonderful morning.',
            createdAt: '2031-05-01T10:00:00.000Z',
          },
        ],
        meta: { currentPage: 1, totalPages: 1, totalRecords: 1 },
      }),
    ),
  );
  return requests;
}

function renderTour() {
  return renderPage(<TourDetailPage />, { route: ROUTE, path: '/tours/:citySlug/:tourSlug' });
}

/**
 * The host's sign-in dialog as a remote meets it (host/src/shell/DialogHost.tsx, host/src/auth):
 * gaido:openAuth opens the design system's dialog, which gives focus back on close to what had focus
 * when the event came; logging in signs the traveller in and closes it.
 */
function HostSignInDialog() {
  const [opener, setOpener] = useState<HTMLElement | null | undefined>(undefined);
  useEffect(
    () =>
      onGaidoEvent(GAIDO_EVENTS.openAuth, () =>
        setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null),
      ),
    [],
  );
  if (opener === undefined) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && setOpener(undefined)} title="Welcome Back" opener={opener}>
      <Button
        onClick={() => {
          signIn();
          setOpener(undefined);
        }}
      >
        Log In
      </Button>
    </Dialog>
  );
}

function renderTourWithTheHost() {
  return renderPage(
    <>
      <TourDetailPage />
      <HostSignInDialog />
    </>,
    { route: ROUTE, path: '/tours/:citySlug/:tourSlug' },
  );
}

describe('booking a tour from its page', () => {
  it('keeps an anonymous visitor’s date, time and guests and opens the sign-in dialog for a booking', async () => {
    mockTourApi();
    const openAuth = vi.fn();
    window.addEventListener(GAIDO_EVENTS.openAuth, (event) =>
      openAuth((event as CustomEvent<OpenAuthDetail>).detail),
    );
    const user = userEvent.setup();
    renderTour();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alfama Food Walk' })).toBeVisible();
    expect(screen.getByText(/Dates and start times are in Lisbon time/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    const freeDay = (await screen.findAllByRole('button', { name: /places free/ }))[0]!;
    await user.click(freeDay);
    // 17:00 has a single place left: not enough for two.
    expect(screen.getByRole('radio', { name: /5:00\sPM/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /10:00/ }));
    expect(screen.getByText(/Total/)).toHaveTextContent('€130.00');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(openAuth).toHaveBeenCalledWith({ reason: 'booking' });
    expect(readPendingBooking()).toMatchObject({
      tourId: TOUR_ID,
      citySlug: 'lisbon',
      tourSlug: 'alfama-food-walk',
      time: '10:00',
      guests: 2,
      returnTo: ROUTE,
    });
  });

  it('shows the kept selection after sign-in, then requests, pays and confirms with the booking reference', async () => {
    mockTourApi();
    saveSelectionForSignIn(
      { id: TOUR_ID, slug: 'alfama-food-walk', citySlug: 'lisbon' },
      { date: today, time: '10:00', guests: 2 },
      ROUTE,
    );
    signIn();
    const held = bookingFor(today, '10:00', 2);
    const paid = { ...held, status: 'confirmed', paymentStatus: 'paid', canPay: false, holdExpiresAt: null };
    let requested: unknown;
    let paidWith: unknown;
    server.use(
      http.post(`${API}/bookings`, async ({ request }) => {
        requested = await request.json();
        return HttpResponse.json({ data: held }, { status: 201 });
      }),
      http.post(`${API}/bookings/${held.id}/pay`, async ({ request }) => {
        paidWith = await request.json();
        return HttpResponse.json(
          { data: { booking: paid, payment: paymentFor(held), replayed: false } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderTour();
    expect(await screen.findByText(/We kept your selection/)).toHaveTextContent(
      'at 10:00 AM (Lisbon time), 2 guests',
    );
    expect(screen.getByRole('radio', { name: /10:00/ })).toBeChecked();
    expect(screen.getByLabelText('Guests')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
    expect(requested).toEqual({ tourId: TOUR_ID, date: today, time: '10:00', guests: 2 });
    expect(readPendingBooking()).toBeNull();

    await user.type(screen.getByLabelText('Name on card'), 'Ana Traveller');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/35');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay €130.00' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toHaveFocus();
    expect(screen.getByText('GD-7K3F-9QXA')).toBeVisible();
    expect(paidWith).toMatchObject({ card: { number: '4242424242424242', expMonth: 12, expYear: 2035 } });
    expect(screen.getByRole('link', { name: 'See your bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('says a kept selection that filled meanwhile is no longer available and offers the nearest free times', async () => {
    mockTourApi({ '10:00': 0, '17:00': 5 });
    saveSelectionForSignIn(
      { id: TOUR_ID, slug: 'alfama-food-walk', citySlug: 'lisbon' },
      { date: today, time: '10:00', guests: 2 },
      ROUTE,
    );
    signIn();
    const user = userEvent.setup();
    renderTour();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This time is no longer available' })).toBeVisible();
    const nearest = within(alert).getAllByRole('button');
    expect(nearest[0]).toHaveTextContent('5 places left');
    await user.click(nearest[0]!);
    expect(screen.getByRole('radio', { name: /5:00\sPM/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'This time is no longer available' })).toBeNull();
  });

  it('says why a hold is refused for an email not yet verified, and keeps the traveller signed in', async () => {
    mockTourApi();
    signIn();
    const message =
      'Please confirm your email address before booking: open the link we sent to ana@example.com, then request the booking again.';
    server.use(
      http.post(`${API}/bookings`, () =>
        HttpResponse.json({ message, code: 'email_not_verified' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderTour();
    await user.click((await screen.findAllByRole('button', { name: /places free/ }))[0]!);
    await user.click(screen.getByRole('radio', { name: /10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Request booking' })).toBeEnabled();
    expect(window.localStorage.getItem('access_token')).not.toBeNull();
  });

  it('answers a departure that filled at the last moment with the nearest free times, not an error', async () => {
    mockTourApi();
    signIn();
    server.use(
      http.post(`${API}/bookings`, () =>
        HttpResponse.json(
          {
            message: 'This time is no longer available. It is fully booked.',
            code: 'slot_unavailable',
            alternatives: [
              { date: today, time: '17:00', startsAt: lisbonInstant(today, '17:00'), remaining: 1 },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderTour();
    await user.click((await screen.findAllByRole('button', { name: /places free/ }))[0]!);
    await user.click(screen.getByRole('radio', { name: /10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This time is no longer available. It is fully booked.');
    await waitFor(() =>
      expect(within(alert).getByRole('button')).toHaveTextContent(/5:00\sPM · 1 place left/),
    );
  });
});

/** A window in the one-column layout: matchMedia answers the page's query as a phone's would. */
function onAPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 1023px)',
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })),
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseTwoGuestsAtTen(user: User, sheet: HTMLElement) {
  await user.selectOptions(within(sheet).getByLabelText('Guests'), '2');
  await user.click((await within(sheet).findAllByRole('button', { name: /places free/ }))[0]!);
  await user.click(within(sheet).getByRole('radio', { name: /10:00/ }));
}

describe('booking a tour on a phone', () => {
  beforeEach(() => {
    clearSession();
    onAPhone();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the booking steps in a sheet named for the tour; Escape gives focus back to Check availability and keeps the selection', async () => {
    mockTourApi();
    const user = userEvent.setup();
    renderTour();
    const open = await screen.findByRole('button', { name: 'Check availability' });
    expect(screen.queryByRole('complementary', { name: 'Booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Book this tour' })).not.toBeInTheDocument();
    open.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    // One heading, the step's: the tour's title is the line above it, not a second heading.
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Book this tour']);
    expect(within(sheet).getByText('Alfama Food Walk')).toBeVisible();
    await chooseTwoGuestsAtTen(user, sheet);
    expect(within(sheet).getByText(/Total/)).toHaveTextContent('€130.00');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());

    await user.click(open);
    const again = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    expect(within(again).getByLabelText('Guests')).toHaveValue('2');
    expect(within(again).getByRole('radio', { name: /10:00/ })).toBeChecked();
  });

  it('gives focus back to Check availability when the sheet closes, whatever had focus as it opened', async () => {
    mockTourApi();
    const user = userEvent.setup();
    renderTour();
    const open = await screen.findByRole('button', { name: 'Check availability' });
    // A tap on a phone's browser may focus nothing: the sheet opens with focus still on the page.
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('sends a visitor to sign in from the sheet one modal at a time; closing the sign-in dialog returns to the sheet, on Request booking, with the selection', async () => {
    mockTourApi();
    const openAuth = vi.fn();
    window.addEventListener(GAIDO_EVENTS.openAuth, (event) =>
      openAuth((event as CustomEvent<OpenAuthDetail>).detail, document.activeElement),
    );
    const user = userEvent.setup();
    renderTourWithTheHost();
    const open = await screen.findByRole('button', { name: 'Check availability' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    await chooseTwoGuestsAtTen(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: 'Request booking' }));

    // The sheet has closed before the sign-in dialog opens, from Check availability: the host gives
    // focus back there, never to a button that has left the page.
    const signInDialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(screen.queryByRole('dialog', { name: 'Alfama Food Walk' })).not.toBeInTheDocument();
    expect(openAuth).toHaveBeenCalledWith({ reason: 'booking' }, open);
    expect(readPendingBooking()).toMatchObject({ time: '10:00', guests: 2 });
    await waitFor(() => expect(signInDialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    const back = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    await waitFor(() => expect(within(back).getByRole('button', { name: 'Request booking' })).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Welcome Back' })).not.toBeInTheDocument();
    expect(within(back).getByLabelText('Guests')).toHaveValue('2');
    expect(within(back).getByRole('radio', { name: /10:00/ })).toBeChecked();

    // And closing the sheet then still leads back to Check availability.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('reopens the sheet with the kept selection once the visitor has signed in, focus on Request booking', async () => {
    mockTourApi();
    const user = userEvent.setup();
    renderTourWithTheHost();
    await user.click(await screen.findByRole('button', { name: 'Check availability' }));
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    await chooseTwoGuestsAtTen(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: 'Request booking' }));
    const signInDialog = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await user.click(within(signInDialog).getByRole('button', { name: 'Log In' }));

    const reopened = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    const request = within(reopened).getByRole('button', { name: 'Request booking' });
    await waitFor(() => expect(request).toHaveFocus());
    expect(
      within(reopened).getByText(
        'You are signed in and your selection is kept. Press Request booking to continue.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(reopened).getByLabelText('Guests')).toHaveValue('2');
    expect(within(reopened).getByRole('radio', { name: /10:00/ })).toBeChecked();
    expect(within(reopened).queryByText(/You will be asked to sign in/)).not.toBeInTheDocument();
  });

  it('opens the sheet on the selection kept for a traveller who comes back signed in', async () => {
    mockTourApi();
    saveSelectionForSignIn(
      { id: TOUR_ID, slug: 'alfama-food-walk', citySlug: 'lisbon' },
      { date: today, time: '10:00', guests: 2 },
      ROUTE,
    );
    signIn();
    renderTour();
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    expect(await within(sheet).findByText(/We kept your selection/)).toHaveTextContent('2 guests');
    expect(within(sheet).getByRole('radio', { name: /10:00/ })).toBeChecked();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Request booking' })).toHaveFocus());
  });

  it('keeps a held booking when the sheet closes: it reopens on the payment step', async () => {
    mockTourApi();
    signIn();
    const held = bookingFor(today, '10:00', 2);
    server.use(http.post(`${API}/bookings`, () => HttpResponse.json({ data: held }, { status: 201 })));
    const user = userEvent.setup();
    renderTour();
    const open = await screen.findByRole('button', { name: 'Check availability' });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    await chooseTwoGuestsAtTen(user, sheet);
    await user.click(within(sheet).getByRole('button', { name: 'Request booking' }));
    expect(await within(sheet).findByRole('heading', { name: 'Pay for your booking' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
    await user.click(open);
    const again = await screen.findByRole('dialog', { name: 'Alfama Food Walk' });
    expect(within(again).getByRole('heading', { name: 'Pay for your booking' })).toBeVisible();
    expect(within(again).getByText(held.reference)).toBeVisible();
  });
});
