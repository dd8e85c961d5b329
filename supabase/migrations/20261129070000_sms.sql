-- SMS notifications (issue 32; README "SMS"): the outbox's second channel. A text is written to
-- sms_outbox in the same transaction as the change it is about and sent by the scheduled-work
-- loop through the provider in sms_settings (Netgsm), once, with retries; its delivery report is
-- asked for afterwards and kept on the row. Only transactional texts about the person's own
-- appointment; nothing promotional is ever written here.

create table sms_outbox (
  id               uuid primary key default gen_random_uuid(),
  -- Only Turkish mobile numbers are ever written (features/sms/rules/recipients.ts): a landline
  -- falls back to e-mail before a row exists.
  to_phone         text not null check (to_phone ~ '^05[0-9]{9}$'),
  body             text not null check (char_length(body) between 1 and 900),
  -- What caused it (the operator's list says so): booking_confirmation, appointment_reminder, test…
  kind             text not null,
  reference_id     text,
  -- Whose monthly allowance it counts against; null for the platform's own texts (test, KVKK code).
  salon_id         uuid references salons(id) on delete cascade,
  -- As the operator bills it (features/sms/rules/encoding.ts): parts and the alphabet.
  parts            smallint not null check (parts between 1 and 10),
  encoding         text not null check (encoding in ('gsm7', 'gsm7-tr', 'ucs2')),
  -- queued: waiting or retrying; sent: the provider took it (its id in provider_id); failed: given
  -- up, refused before sending (budget), or no longer true (cancelled, moved, too late).
  status           text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  error            text,
  error_code       text,
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  -- Past this instant the text is no use (a reminder after the appointment began): never sent.
  send_before      timestamptz,
  -- A reminder keeps the night hours (21:00–09:00 Istanbul): the worker never hands one over then.
  quiet_hours      boolean not null default false,
  -- The appointment the text names, and at what time ('YYYY-MM-DD HH:MM') and in which state
  -- ('live' or 'cancelled'): checked again just before sending, so a text about a time that was
  -- cancelled or moved away while it waited is not sent.
  appointment_id   uuid references appointments(id) on delete cascade,
  appointment_at   text check (appointment_at ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'),
  expect_status    text check (expect_status in ('live', 'cancelled')),
  locked_until     timestamptz,
  locked_by        uuid,
  provider         text,
  provider_id      text,
  -- The delivery report: pending until the provider knows; delivered or failed are final.
  delivery         text check (delivery in ('pending', 'delivered', 'failed')),
  delivery_detail  text,
  delivered_at     timestamptz,
  report_checked_at timestamptz,
  sent_at          timestamptz,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint sms_outbox_sent_has_id check (status <> 'sent' or provider_id is not null),
  constraint sms_outbox_appointment_check check ((appointment_id is null) = (expect_status is null))
);

create index sms_outbox_due_idx on sms_outbox (next_attempt_at) where status = 'queued';
create index sms_outbox_report_idx on sms_outbox (sent_at) where delivery = 'pending';
create index sms_outbox_salon_month_idx on sms_outbox (salon_id, created_at) where salon_id is not null;
create index sms_outbox_reference_idx on sms_outbox (reference_id, kind);
create index sms_outbox_created_idx on sms_outbox (created_at desc);

-- The provider's account, entered in the admin's settings (write-only password, as PayTR's key).
create table sms_settings (
  id          serial primary key,
  provider    text not null default 'netgsm' check (provider in ('netgsm')),
  usercode    text not null check (char_length(usercode) between 1 and 64),
  password    text not null check (char_length(password) between 1 and 200),
  -- The sender title (başlık) defined on the account: up to 11 characters.
  header      text not null check (char_length(header) between 1 and 11),
  is_active   boolean not null default true,
  updated_at  timestamptz not null default now()
);

-- The salon's choices (panel → Ayarlar → Bildirimler): per event 'email', 'sms' or 'both'
-- (features/sms/rules/channels.ts holds the defaults), and the phone its own texts go to.
alter table salons add column if not exists message_channels jsonb not null default '{}'::jsonb;
alter table salons add column if not exists sms_phone text;
alter table salons drop constraint if exists salons_sms_phone_check;
alter table salons add constraint salons_sms_phone_check check (sms_phone is null or sms_phone ~ '^05[0-9]{9}$');

-- Texts a salon may send in a calendar month (Istanbul), counted in billed parts; set by the operator per plan.
alter table subscription_plans add column if not exists sms_allowance integer not null default 200;
alter table subscription_plans drop constraint if exists subscription_plans_sms_allowance_check;
alter table subscription_plans add constraint subscription_plans_sms_allowance_check check (sms_allowance between 0 and 100000);

-- Row level security with no policy: the API roles (Supabase's anon, authenticated) read nothing
-- here, as with the mail outbox and the PayTR settings; the app connects as the table owner.
alter table sms_outbox enable row level security;
alter table sms_settings enable row level security;
