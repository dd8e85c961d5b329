-- Admin back-office, part 1 (issue 9): what the activity log needs to say which record an
-- action touched, case-insensitive unique admin e-mails, and indexes for the session check,
-- the activity feed and the notification counts.

alter table admin_activity_logs add column if not exists target_type text;
alter table admin_activity_logs add column if not exists target_id text;
create index if not exists admin_activity_logs_created_idx on admin_activity_logs(created_at desc);
create index if not exists admin_activity_logs_admin_idx on admin_activity_logs(admin_id, created_at desc);

-- E-mails are compared case-insensitively at sign-in, so two spellings of one address are one account.
create unique index if not exists admin_users_email_lower_key on admin_users(lower(email));

-- Deactivation and password changes end every session of one admin.
create index if not exists admin_sessions_admin_idx on admin_sessions(admin_id);
create index if not exists admin_sessions_expires_idx on admin_sessions(expires_at);

-- The dashboard and activity feed read the newest rows of each source.
create index if not exists customers_created_idx on customers(created_at desc);
create index if not exists appointments_created_idx on appointments(created_at desc);
create index if not exists salon_reviews_created_idx on salon_reviews(created_at desc);
create index if not exists salon_reviews_pending_idx on salon_reviews(created_at desc) where approved is null;
