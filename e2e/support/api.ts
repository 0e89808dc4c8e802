import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, MAILBOX_URL } from './urls';

export const API = API_URL;

export function uniqueEmail(prefix = 'traveller'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'change-email'
  | 'change-email-notice'
  | 'password-changed';

export interface Mail {
  kind: MailKind;
  subject: string;
  token: string | null;
  link: string | null;
}

/** The page each kind of mail links to, for mail read from an SMTP sink (which knows no kinds). */
const MAIL_LINK_PATHS: Partial<Record<MailKind, string>> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
  'change-email': '/update-email',
};

async function mailFromSink(request: APIRequestContext, sink: string, to: string, kind: MailKind) {
  const response = await request.get(`${sink}/messages`, { params: { to } });
  if (!response.ok()) return null;
  const { data } = (await response.json()) as { data: (Omit<Mail, 'kind'> & { link: string | null })[] };
  const path = MAIL_LINK_PATHS[kind];
  const mail = data.find((candidate) => path && candidate.link && new URL(candidate.link).pathname === path);
  return mail ? { ...mail, kind } : null;
}

/**
 * The latest mail of a kind to an address: from the API's dev-only mailbox (its outbox, newest first),
 * or from the SMTP sink at GAIDO_MAILBOX_URL.
 */
export async function latestMail(request: APIRequestContext, to: string, kind: MailKind): Promise<Mail> {
  for (let attempt = 0; attempt < 40; attempt++) {
    if (MAILBOX_URL) {
      const mail = await mailFromSink(request, MAILBOX_URL, to, kind);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const response = await request.get(`${API}/dev/mailbox`, { params: { to } });
    if (response.ok()) {
      const body = (await response.json()) as { data: Mail[] };
      const mail = body.data.find((candidate) => candidate.kind === kind);
      if (mail) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No ${kind} mail to ${to}`);
}

/** A verified, onboarded account created through the real API, for journeys that start signed in. */
export async function createVerifiedUser(
  request: APIRequestContext,
  {
    onboarded = true,
    password = 'travel-123',
    email = uniqueEmail(),
  }: { onboarded?: boolean; password?: string; email?: string } = {},
) {
  const signup = await request.post(`${API}/auth/signup`, { data: { email, password } });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const mail = await latestMail(request, email, 'verify-email');
  const confirm = await request.post(`${API}/auth/confirm`, { data: { token: mail.token } });
  if (!confirm.ok()) throw new Error(`confirm failed: ${confirm.status()}`);
  if (onboarded) await onboardViaApi(request, email, password);
  return { email, password };
}

/** Answers the onboarding quiz through the API, as the quiz would. */
export async function onboardViaApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${API}/auth/login`, { data: { email, password } });
  const { data } = (await login.json()) as { data: { accessToken: string } };
  const cities = (await (await request.get(`${API}/cities`)).json()) as {
    data: { id: string; name: string; country: string }[];
  };
  const city = cities.data[0];
  if (!city) throw new Error('no seeded city');
  const onboarding = await request.post(`${API}/users/onboarding`, {
    headers: { Authorization: `Bearer ${data.accessToken}` },
    data: {
      appUsagePurpose: 'plan-a-trip',
      preferredCity: city.name,
      preferredCountry: city.country,
      cityId: city.id,
      whenTripPlanned: 'within-a-month',
      referredBy: 'friend',
    },
  });
  if (!onboarding.ok())
    throw new Error(`onboarding failed: ${onboarding.status()} ${await onboarding.text()}`);
}

/** The first seeded gem of the catalogue, for journeys that need any gem. */
export async function seededGem(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.get(`${API}/gems/`, { params: { limit: 1 } });
  const gem = ((await response.json()) as { data: { id: string; name: string }[] }).data[0];
  if (!gem) throw new Error('no seeded gem');
  return gem;
}

/** The first seeded tour, with the paths of its page and of its city's tours. */
export async function seededTour(request: APIRequestContext) {
  const response = await request.get(`${API}/tours`, { params: { limit: 1 } });
  const tour = ((await response.json()) as { data: { slug: string; city: { slug: string } }[] }).data[0];
  if (!tour) throw new Error('no seeded tour');
  return { ...tour, path: `/tours/${tour.city.slug}/${tour.slug}`, cityPath: `/tours/${tour.city.slug}` };
}
