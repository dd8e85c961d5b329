-- The e-mail outbox becomes the mail queue (DESIGN.md "Files, mail and background work").
-- A message is inserted in the same transaction as the change that causes it; workers on any
-- number of app servers claim due rows with FOR UPDATE SKIP LOCKED and a lease (locked_until,
-- locked_by), send them over SMTP, and on failure retry with exponential backoff
-- (next_attempt_at). A worker that dies mid-send loses its lease and another one takes over.
-- The existing `error` column keeps the last error; `status` stays:
--   queued (waiting or retrying), sent, failed (gave up), logged (legacy, unused).

alter table email_outbox
  add column html            text,
  -- [{ filename, content, contentType }], content as UTF-8 text (.ics files).
  add column attachments     jsonb not null default '[]'::jsonb,
  add column attempts        integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz not null default now(),
  add column locked_until    timestamptz,
  add column locked_by       uuid,
  -- Message-ID header (derived from the row id, so a resend after a crash carries the same id)
  -- and the SMTP server's final answer.
  add column message_id      text,
  add column smtp_response   text,
  -- What caused the message: booking_confirmation, booking_cancellation, contact_reply,
  -- salon_welcome, test...; reference_id is that record's id (appointment, contact message).
  add column kind            text not null default 'other',
  add column reference_id    text,
  add column updated_at      timestamptz not null default now();

alter table email_outbox add constraint email_outbox_attachments_array check (jsonb_typeof(attachments) = 'array');

-- The worker's claim query: due queued rows, oldest first.
create index email_outbox_due_idx on email_outbox (next_attempt_at) where status = 'queued';
-- The admin's "last messages" list.
create index email_outbox_created_idx on email_outbox (created_at desc);
create index email_outbox_reference_idx on email_outbox (kind, reference_id);
