-- Scheduled work (issue 23, DESIGN.md "Files, mail and background work"): one durable job table
-- in PostgreSQL that every app server's one loop (lib/jobs/runner.ts) drains together with the
-- mail outbox. A job is claimed with FOR UPDATE SKIP LOCKED and a lease (locked_until,
-- locked_by), like email_outbox; a failed run is retried with the mail's backoff
-- (next_attempt_at); `key` is unique, so scheduling the same work twice (two servers sweeping
-- at once, a retried sweep) inserts it once. Periodic kinds keep one row each (key = kind) that
-- is put back to 'queued' with its next run time after every run.
--   status: queued (waiting, retrying or periodic), done, failed (gave up), skipped (no longer
--   applies, e.g. a reminder for an appointment that was cancelled or moved).
create table if not exists scheduled_jobs (
  id              uuid primary key default gen_random_uuid(),
  kind            text not null check (length(kind) between 1 and 100),
  key             text not null check (length(key) between 1 and 300),
  payload         jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  status          text not null default 'queued' check (status in ('queued', 'done', 'failed', 'skipped')),
  run_at          timestamptz not null,
  next_attempt_at timestamptz not null,
  attempts        integer not null default 0 check (attempts >= 0),
  locked_until    timestamptz,
  locked_by       uuid,
  last_error      text,
  finished_at     timestamptz,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
create unique index if not exists scheduled_jobs_key_idx on scheduled_jobs (key);
-- The claim query: due queued jobs, oldest first.
create index if not exists scheduled_jobs_due_idx on scheduled_jobs (next_attempt_at) where status = 'queued';
alter table scheduled_jobs enable row level security;

-- How long before an appointment its customer is reminded by e-mail: 24 hours (default) or 2.
alter table salons add column if not exists reminder_hours smallint not null default 24;
alter table salons drop constraint if exists salons_reminder_hours_check;
alter table salons add constraint salons_reminder_hours_check check (reminder_hours in (24, 2));

-- The reminder sweep asks for live appointments of today and tomorrow across all salons.
create index if not exists appointments_live_date_idx on appointments (appointment_date, start_time)
  where status in ('scheduled', 'confirmed');
