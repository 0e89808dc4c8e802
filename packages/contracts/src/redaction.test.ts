import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './redaction';

describe('redactUrl', () => {
  it('replaces the token of a reset, verification or email-change link', () => {
    expect(redactUrl('http://localhost:3000/reset-password?token=abc_DEF-123')).toBe(
      'http://localhost:3000/reset-password?token=redacted',
    );
    expect(redactUrl('/verify-email?token=abc&utm_source=mail')).toBe(
      '/verify-email?token=redacted&utm_source=mail',
    );
    expect(redactUrl('/update-email?lang=en&TOKEN=abc#top')).toBe('/update-email?lang=en&TOKEN=redacted#top');
  });

  it('covers fragments, OAuth parameters and URLs nested in other URLs', () => {
    expect(redactUrl('https://app.example/cb#access_token=xyz&state=s1')).toBe(
      'https://app.example/cb#access_token=redacted&state=redacted',
    );
    expect(redactUrl('https://app.example/cb?code=4/0AY&scope=email')).toBe(
      'https://app.example/cb?code=redacted&scope=email',
    );
    expect(redactUrl('https://x.example/?next=%2Freset-password%3Ftoken%3Dsecret123')).toBe(
      'https://x.example/?next=%2Freset-password%3Ftoken%3Dredacted',
    );
    expect(redactUrl('Clicked http://localhost:3000/reset-password?token=abc in the mail')).toBe(
      'Clicked http://localhost:3000/reset-password?token=redacted in the mail',
    );
  });

  it('leaves addresses without secrets, and look-alike parameters, as they are', () => {
    for (const url of ['/tours/lisbon?page=2', '/gems/1?tokenized=yes', 'plain text', '/search?q=code']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('redactSecrets', () => {
  it('cleans every string of an event, nested ones included, and keeps the rest', () => {
    const event = {
      event: '$pageview',
      properties: {
        token: 'phc_project_key',
        $current_url: 'http://localhost:3000/reset-password?token=t1',
        $session_entry_url: 'http://localhost:3000/reset-password?token=t1',
        $referrer: 'http://mail.example/?email=a@b.co',
        $set_once: { $initial_current_url: 'http://localhost:3000/verify-email?token=t2' },
        $elements: [{ attr__href: '/update-email?token=t3' }],
        count: 3,
        ok: true,
        nothing: null,
      },
      timestamp: new Date('2026-01-01T00:00:00Z'),
    };
    const clean = redactSecrets(event);
    expect(JSON.stringify(clean)).not.toMatch(/t1|t2|t3|a@b\.co/);
    expect(clean.properties.token).toBe('phc_project_key');
    expect(clean.properties.count).toBe(3);
    expect(clean.properties.nothing).toBeNull();
    expect(clean.timestamp).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(event.properties.$current_url).toContain('t1');
  });
});
