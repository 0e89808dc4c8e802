// The words of every account mail. Links open the app (APP_URL), never the API.
import { mailLayout as layout } from '../mail/layout';
import type { OutgoingMail } from '../mail/mailer';

function withToken(appUrl: string, page: string, token: string) {
  return `${appUrl}${page}?token=${encodeURIComponent(token)}`;
}

export function verificationMail(appUrl: string, to: string, token: string): OutgoingMail {
  const link = withToken(appUrl, '/verify-email', token);
  const lines = ['Welcome to Gaido!', 'Please confirm your email address. The link is valid for 24 hours.'];
  return {
    to,
    kind: 'verify-email',
    subject: 'Confirm your email address',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not create an account, ignore this email.`,
    html: layout([...lines, 'If you did not create an account, ignore this email.'], {
      label: 'Confirm email',
      url: link,
    }),
    link,
  };
}

export function passwordResetMail(appUrl: string, to: string, token: string): OutgoingMail {
  const link = withToken(appUrl, '/reset-password', token);
  const lines = [
    'Someone asked to reset the password of your Gaido account.',
    'The link is valid for 1 hour.',
  ];
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
    html: layout([...lines, 'If it was not you, ignore this email: your password stays the same.'], {
      label: 'Choose a new password',
      url: link,
    }),
    link,
  };
}

export function emailChangeMail(appUrl: string, to: string, token: string): OutgoingMail {
  const link = withToken(appUrl, '/update-email', token);
  const lines = [
    'Please confirm that this is the new email address of your Gaido account.',
    'The link is valid for 1 hour.',
  ];
  return {
    to,
    kind: 'change-email',
    subject: 'Confirm your new email address',
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout(lines, { label: 'Confirm new email', url: link }),
    link,
  };
}

export function emailChangeNoticeMail(to: string, newEmail: string): OutgoingMail {
  const lines = [
    `Someone asked to change the email address of your Gaido account to ${newEmail}.`,
    'If it was not you, change your password now.',
  ];
  return {
    to,
    kind: 'change-email-notice',
    subject: 'Your email address is changing',
    text: lines.join('\n\n'),
    html: layout(lines),
    link: null,
  };
}

export function passwordChangedMail(to: string): OutgoingMail {
  const lines = [
    'The password of your Gaido account was just changed.',
    'If it was not you, reset your password now.',
  ];
  return {
    to,
    kind: 'password-changed',
    subject: 'Your password was changed',
    text: lines.join('\n\n'),
    html: layout(lines),
    link: null,
  };
}

/** To the old address once the change is applied: the last word that address gets. */
export function emailChangedMail(to: string, newEmail: string): OutgoingMail {
  const lines = [
    `The email address of your Gaido account was changed to ${newEmail}, and every other device was signed out.`,
    'If it was not you, reply to this email at once so we can give the account back to you.',
  ];
  return {
    to,
    kind: 'email-changed',
    subject: 'Your email address was changed',
    text: lines.join('\n\n'),
    html: layout(lines),
    link: null,
  };
}
