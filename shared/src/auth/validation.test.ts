import {
  BOOKING_AUTH_NOTICE,
  clearPendingBooking,
  PENDING_BOOKING_KEY,
  readPendingBooking,
  savePendingBooking,
} from './pendingBooking';
import {
  isValidEmail,
  mapLoginError,
  PASSWORD_MIN_LENGTH,
  VALIDATION,
  validateEmail,
  validatePassword,
} from './validation';

describe('validation (spec 5)', () => {
  it.each(['ana@example.com', 'a.b+c@sub.example.co', ' ana@example.com '])(
    'accepts %j as an email',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com'])(
    'rejects %j as an email',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(validateEmail(email)).toBe('Please enter a valid email address');
    },
  );

  it('needs at least 6 password characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeUndefined();
    expect(VALIDATION).toEqual({
      email: 'Please enter a valid email address',
      passwordMin: 'Password must be at least 6 characters',
    });
  });
});

describe('mapLoginError (spec 8)', () => {
  it.each([
    'Invalid credentials',
    'Incorrect password',
    'Wrong email',
    'Bad CREDENTIALS',
    'password mismatch',
    'No account with this email',
    'Login failed',
    'Authentication failed: try again',
  ])('shows the generic message for %j', (message) => {
    expect(mapLoginError(message)).toBe('Incorrect email or password. Please try again.');
  });

  it.each([
    'Too many attempts, try again in a minute',
    'Network error',
    'Failed to store authentication tokens - Chrome storage issue',
  ])('shows %j as it is', (message) => {
    expect(mapLoginError(message)).toBe(message);
  });
});

describe('pending booking (spec 1)', () => {
  it('reads the selection held in session storage', () => {
    expect(readPendingBooking()).toBeNull();
    savePendingBooking({ tourId: 't1', date: '2026-12-01', time: '10:00' });
    expect(sessionStorage.getItem(PENDING_BOOKING_KEY)).not.toBeNull();
    expect(readPendingBooking()).toMatchObject({ tourId: 't1', date: '2026-12-01', time: '10:00' });
    clearPendingBooking();
    expect(readPendingBooking()).toBeNull();
  });

  it('is found in a new tab (the verification link) for a day, then forgotten', () => {
    savePendingBooking({ tourId: 't1', date: '2026-12-01', time: '10:00' });
    sessionStorage.clear();
    const savedAt = Date.parse(String(readPendingBooking()?.savedAt));
    expect(readPendingBooking(savedAt + 60_000)).toMatchObject({ tourId: 't1' });
    expect(readPendingBooking(savedAt + 25 * 60 * 60 * 1000)).toBeNull();
    expect(localStorage.getItem(PENDING_BOOKING_KEY)).toBeNull();
  });

  it('is cleared from this tab and this device at once', () => {
    savePendingBooking({ tourId: 't1' });
    clearPendingBooking();
    sessionStorage.clear();
    expect(readPendingBooking()).toBeNull();
  });

  it('treats an unreadable selection as none', () => {
    sessionStorage.setItem('gaido_pending_booking', 'not json');
    expect(readPendingBooking()).toBeNull();
  });

  it('words the booking notice to the letter', () => {
    expect(BOOKING_AUTH_NOTICE).toBe(
      "You'll need an account to request a booking. Your selected date and time will be preserved.",
    );
  });
});
