import { submitOnboarding as submitOnboardingEndpoint } from '@gaido/contracts/onboarding';
import { HttpResponse, http } from 'msw';
import { sessionStore } from '../session/sessionStore';
import { signIn, TEST_USER } from '../test/helpers';
import { API, server } from '../test/server';
import { aCity, aList, anAnswer, aUser, FIXTURE_IDS } from '../testing/fixtures';
import { lookupOnboardingCity } from './api/lookupOnboardingCity';
import { submitOnboarding } from './api/submitOnboarding';
import {
  decideOnboardingRoute,
  type OnboardingGateDecision,
  type OnboardingGateInput,
  type OnboardingServerStatus,
} from './decideOnboardingRoute';
import {
  clearOnboardedFlag,
  markOnboarded,
  readOnboardedFlag,
  rememberOnboardingReturnPath,
  takeOnboardingReturnPath,
} from './onboardedFlag';

const allow: OnboardingGateDecision = { action: 'allow' };
const toHome: OnboardingGateDecision = { action: 'redirect', to: '/' };
const check: OnboardingGateDecision = { action: 'check-server' };
const toQuiz = (from: string): OnboardingGateDecision => ({ action: 'redirect', to: '/onboarding', from });

type Row = [
  description: string,
  isSignedIn: boolean,
  isOnboarded: boolean | undefined,
  onboardedFlag: boolean,
  pathname: string,
  serverStatus: OnboardingServerStatus | undefined,
  expected: OnboardingGateDecision,
];

describe('decideOnboardingRoute (spec 4 Onboarding gate)', () => {
  const rows: Row[] = [
    ['a signed-out visitor browses freely', false, undefined, false, '/tours', undefined, allow],
    ['a signed-out visitor may even open /onboarding', false, false, false, '/onboarding', undefined, allow],
    ['a signed-out visitor is not gated by a stale flag', false, undefined, true, '/', undefined, allow],
    ['not onboarded: sent from / to the quiz', true, false, false, '/', undefined, toQuiz('/')],
    [
      'not onboarded: sent from /tours to the quiz',
      true,
      false,
      false,
      '/tours',
      undefined,
      toQuiz('/tours'),
    ],
    [
      'not onboarded: sent from /saved-gems to the quiz',
      true,
      false,
      false,
      '/saved-gems',
      undefined,
      toQuiz('/saved-gems'),
    ],
    [
      'not onboarded: sent from a gem page to the quiz',
      true,
      false,
      false,
      '/gems/g1',
      undefined,
      toQuiz('/gems/g1'),
    ],
    ['not onboarded: stays on the quiz', true, false, false, '/onboarding', undefined, allow],
    ['onboarded: browses freely', true, true, false, '/tours', undefined, allow],
    ['onboarded: sent from the quiz to /', true, true, false, '/onboarding', undefined, toHome],
    [
      'onboarded per the flag although isOnboarded is false: browses',
      true,
      false,
      true,
      '/tours',
      undefined,
      allow,
    ],
    ['onboarded per the flag: sent from the quiz to /', true, false, true, '/onboarding', undefined, toHome],
    [
      'flag set and isOnboarded undefined: no server check needed',
      true,
      undefined,
      true,
      '/',
      undefined,
      allow,
    ],
    ['isOnboarded undefined: asks the server once', true, undefined, false, '/', undefined, check],
    [
      'isOnboarded undefined, not asked yet (unknown): asks the server',
      true,
      undefined,
      false,
      '/tours',
      'unknown',
      check,
    ],
    [
      'isOnboarded undefined on the quiz: asks the server',
      true,
      undefined,
      false,
      '/onboarding',
      'unknown',
      check,
    ],
    ['server says onboarded: browses', true, undefined, false, '/tours', 'true', allow],
    ['server says onboarded: sent from the quiz to /', true, undefined, false, '/onboarding', 'true', toHome],
    [
      'server says not onboarded: sent to the quiz',
      true,
      undefined,
      false,
      '/tours',
      'false',
      toQuiz('/tours'),
    ],
    ['server says not onboarded: stays on the quiz', true, undefined, false, '/onboarding', 'false', allow],
    [
      'server check failed: isOnboarded is not true, sent to the quiz',
      true,
      undefined,
      false,
      '/bookings',
      'failed',
      toQuiz('/bookings'),
    ],
    ['server check failed on the quiz: stays', true, undefined, false, '/onboarding', 'failed', allow],
    ['a nested quiz path counts as the quiz', true, false, false, '/onboarding/step-2', undefined, allow],
    [
      '/onboarding-help is another page',
      true,
      false,
      false,
      '/onboarding-help',
      undefined,
      toQuiz('/onboarding-help'),
    ],
  ];

  it.each(rows)(
    '%s',
    (_description, isSignedIn, isOnboarded, onboardedFlag, pathname, serverStatus, expected) => {
      const input: OnboardingGateInput = { isSignedIn, isOnboarded, onboardedFlag, pathname };
      if (serverStatus) input.serverStatus = serverStatus;
      expect(decideOnboardingRoute(input)).toEqual(expected);
    },
  );

  describe('over every combination of its inputs', () => {
    const combos: OnboardingGateInput[] = [];
    for (const isSignedIn of [true, false])
      for (const isOnboarded of [true, false, undefined])
        for (const onboardedFlag of [true, false])
          for (const pathname of ['/', '/tours', '/gems/g1', '/onboarding'])
            for (const serverStatus of [undefined, 'unknown', 'true', 'false', 'failed'] as const)
              combos.push({
                isSignedIn,
                isOnboarded,
                onboardedFlag,
                pathname,
                ...(serverStatus ? { serverStatus } : {}),
              });

    it('covers 240 combinations', () => {
      expect(combos).toHaveLength(240);
    });

    it('always lets signed-out visitors through', () => {
      for (const input of combos.filter((c) => !c.isSignedIn))
        expect(decideOnboardingRoute(input)).toEqual(allow);
    });

    it('never sends a user known to be onboarded to the quiz, and always takes them off it', () => {
      const onboarded = combos.filter(
        (c) => c.isSignedIn && (c.isOnboarded === true || c.onboardedFlag || c.serverStatus === 'true'),
      );
      for (const input of onboarded) {
        expect(decideOnboardingRoute(input)).toEqual(input.pathname === '/onboarding' ? toHome : allow);
      }
    });

    it('asks the server only when isOnboarded is undefined, no flag is set and nobody asked yet', () => {
      for (const input of combos) {
        const asks = decideOnboardingRoute(input).action === 'check-server';
        const shouldAsk =
          input.isSignedIn &&
          input.isOnboarded === undefined &&
          !input.onboardedFlag &&
          (input.serverStatus ?? 'unknown') === 'unknown';
        expect(asks).toBe(shouldAsk);
      }
    });

    it('sends every other signed-in user whose isOnboarded is not true to the quiz from any other page', () => {
      const notOnboarded = combos.filter(
        (c) =>
          c.isSignedIn &&
          c.isOnboarded !== true &&
          !c.onboardedFlag &&
          c.serverStatus !== 'true' &&
          !(c.isOnboarded === undefined && (c.serverStatus ?? 'unknown') === 'unknown'),
      );
      expect(notOnboarded.length).toBeGreaterThan(0);
      for (const input of notOnboarded) {
        expect(decideOnboardingRoute(input)).toEqual(
          input.pathname === '/onboarding' ? allow : toQuiz(input.pathname),
        );
      }
    });
  });
});

describe('the userOnboarded flag (spec 4)', () => {
  it('marks the user onboarded and sets the local and session flags', () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    markOnboarded();
    expect(sessionStore.getState().user?.isOnboarded).toBe(true);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').isOnboarded).toBe(true);
    expect(localStorage.getItem('userOnboarded')).toBe('true');
    expect(sessionStorage.getItem('userOnboarded')).toBe('true');
    expect(readOnboardedFlag()).toBe(true);
  });

  it('remembers that this email logged in on this device once the quiz is done, not before', () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    const key = `gaido_logged_in_${TEST_USER.email.toLowerCase()}`;
    expect(localStorage.getItem(key)).toBeNull();
    markOnboarded();
    expect(localStorage.getItem(key)).toBe('true');
  });

  it('reads the flag from either storage and clears both', () => {
    sessionStorage.setItem('userOnboarded', 'true');
    expect(readOnboardedFlag()).toBe(true);
    localStorage.setItem('userOnboarded', 'true');
    clearOnboardedFlag();
    expect(readOnboardedFlag()).toBe(false);
    expect(localStorage.getItem('userOnboarded')).toBeNull();
  });

  it("only counts the flag when it equals 'true'", () => {
    localStorage.setItem('userOnboarded', 'false');
    expect(readOnboardedFlag()).toBe(false);
  });

  it('remembers where the gate sent the user from, once', () => {
    rememberOnboardingReturnPath('/tours/lisbon?date=2026-12-01');
    expect(takeOnboardingReturnPath()).toBe('/tours/lisbon?date=2026-12-01');
    expect(takeOnboardingReturnPath()).toBe('/');
  });

  it('never remembers another site or the quiz itself', () => {
    rememberOnboardingReturnPath('//evil.example');
    expect(takeOnboardingReturnPath()).toBe('/');
    rememberOnboardingReturnPath('/onboarding');
    expect(takeOnboardingReturnPath()).toBe('/');
  });

  it('never returns to a page opened from a one-time mail link, whose token is spent', () => {
    for (const path of ['/verify-email?token=abc', '/confirm-email?token=abc', '/reset-password?token=x']) {
      rememberOnboardingReturnPath(path);
      expect(takeOnboardingReturnPath()).toBe('/');
    }
  });

  it('returns to the tour whose booking waits for this sign-in when no page was remembered', () => {
    // The verification link opened in a new tab: only the device-wide copy of the selection is there.
    localStorage.setItem(
      'gaido_pending_booking',
      JSON.stringify({ tourId: 't1', returnTo: '/tours/lisbon/old-town', savedAt: new Date().toISOString() }),
    );
    rememberOnboardingReturnPath('/verify-email?token=abc');
    expect(takeOnboardingReturnPath()).toBe('/tours/lisbon/old-town');
    localStorage.removeItem('gaido_pending_booking');
  });
});

describe('onboarding calls (spec 7)', () => {
  const submission = {
    appUsagePurpose: 'plan-a-trip',
    preferredCity: 'Lisbon',
    preferredCountry: 'Portugal',
    cityId: FIXTURE_IDS.city,
    whenTripPlanned: '1-3-months',
    referredBy: 'friend',
  };
  const onboardedUser = () =>
    anAnswer(submitOnboardingEndpoint, 200, {
      data: aUser({
        id: TEST_USER.id,
        email: TEST_USER.email,
        user_metadata: {
          bio: null,
          homeCityId: null,
          onboarding: submission,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    });

  it('submits the answers and marks the user onboarded', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    let body: unknown;
    server.use(
      http.post(`${API}/users/onboarding`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(onboardedUser());
      }),
    );
    await submitOnboarding(submission);
    expect(body).toEqual(submission);
    expect(sessionStore.getState().user?.isOnboarded).toBe(true);
    expect(readOnboardedFlag()).toBe(true);
  });

  it('keeps the user not onboarded when the submission fails, with the server message', async () => {
    signIn({ ...TEST_USER, isOnboarded: false });
    server.use(
      http.post(`${API}/users/onboarding`, () =>
        HttpResponse.json({ message: 'Unknown city', code: 'validation_error' }, { status: 400 }),
      ),
    );
    await expect(submitOnboarding(submission)).rejects.toThrow('Unknown city');
    expect(sessionStore.getState().user?.isOnboarded).toBe(false);
    expect(readOnboardedFlag()).toBe(false);
  });

  it.each([
    ['an incomplete submission', { cityId: '' }],
    ['an answer that is not one of the contract’s choices', { whenTripPlanned: 'next-month' }],
  ])('refuses %s with the spec text, without calling the API', async (_, change) => {
    signIn({ ...TEST_USER, isOnboarded: false });
    let called = false;
    server.use(
      http.post(`${API}/users/onboarding`, () => {
        called = true;
        return HttpResponse.json(onboardedUser());
      }),
    );
    await expect(submitOnboarding({ ...submission, ...change })).rejects.toThrow(
      /^Onboarding submission failed$/,
    );
    expect(called).toBe(false);
    expect(readOnboardedFlag()).toBe(false);
  });

  it('looks a city up by name and country', async () => {
    const { id, name, country, countryCode, latitude, longitude, slug } = aCity();
    const LOOKUP_LISBON = { id, name, country, countryCode, latitude, longitude, slug };
    signIn();
    let url: URL | undefined;
    server.use(
      http.get(`${API}/users/onboarding/city`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json(aList([LOOKUP_LISBON]));
      }),
    );
    await expect(lookupOnboardingCity({ city: 'lis', country: 'Portugal' })).resolves.toEqual([
      LOOKUP_LISBON,
    ]);
    expect(url?.searchParams.get('city')).toBe('lis');
    expect(url?.searchParams.get('country')).toBe('Portugal');
  });
});
