// What the quiz's endpoint files share: the spec's default messages.

export const ONBOARDING_ERRORS = {
  submit: 'Onboarding submission failed',
  lookup: 'City lookup failed',
} as const;
