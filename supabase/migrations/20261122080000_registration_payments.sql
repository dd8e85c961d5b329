-- Salon registration and PayTR payments (issue 8).

-- Live uniqueness checks of the registration wizard are limited per client address like
-- sign-in, with the same shared counter table.
alter table auth_attempts drop constraint if exists auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('customer', 'admin', 'registration_check'));

-- What PayTR actually collected, and whether an operator must look at a registration:
-- a payment below the plan's amount, a success after a failure or expiry, or a paid
-- registration whose owner details were taken meanwhile. Money may have been captured, so
-- these are never activated automatically and never silently dropped.
alter table pending_registrations add column if not exists paid_amount integer check (paid_amount >= 0);
alter table pending_registrations add column if not exists needs_review boolean not null default false;
alter table pending_registrations add column if not exists review_note text;
alter table pending_registrations add column if not exists updated_at timestamptz not null default now();

-- Expiring rows that never got a notification (24 h) and the admin's review list.
create index if not exists pending_registrations_pending_idx on pending_registrations(created_at) where status = 'pending';
create index if not exists pending_registrations_review_idx on pending_registrations(created_at) where needs_review;
