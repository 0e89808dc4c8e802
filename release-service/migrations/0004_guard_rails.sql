-- Guard rails of a rollout (the limits its real-user health is judged by, defaults filled in at start),
-- and the mail the service sends (owners told of an automatic abort): kept whether or not an SMTP server
-- delivered it, as the API's outbox keeps its mail.

ALTER TABLE rollouts ADD COLUMN guard_rails jsonb;
--> statement-breakpoint
CREATE TABLE mail (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL,
  kind text NOT NULL,
  recipients jsonb NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  environment text,
  remote text,
  rollout uuid,
  status text NOT NULL CHECK (status IN ('dev', 'sent', 'failed')),
  error text
);
--> statement-breakpoint
CREATE INDEX mail_created ON mail (created_at DESC);
