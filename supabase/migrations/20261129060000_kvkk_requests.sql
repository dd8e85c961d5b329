-- KVKK art. 11 requests from anyone, account or not (README "KVKK: requests"): /kvkk/basvuru
-- records what the person asks (a copy of their data, erasure, a correction, something else), the
-- e-mail or phone they give and their message. Nothing is shown or erased from this unauthenticated
-- flow: an e-mail request is proven by a 6-digit code sent to that address, then an operator
-- handles it in the back-office (/admin/kvkk) within the law's 30 days (art. 13). A phone request
-- cannot be proven yet (no SMS provider): it is open at once, and the operator calls back.
-- Registered customers serve themselves at /verilerim (export, account closure): not recorded here.

create table kvkk_requests (
  id              uuid primary key default gen_random_uuid(),
  -- access: a copy of my data (art. 11/1-a, b, c, ç); erasure (e); correction (d); other (f, g, ğ…).
  kind            text not null check (kind in ('access', 'erasure', 'correction', 'other')),
  channel         text not null check (channel in ('email', 'phone')),
  -- The address or number as given, normalised: e-mail lower-cased, phone 11 bare digits.
  contact         text not null,
  message         text check (char_length(message) <= 2000),
  -- unverified: waiting for the e-mail code; open: the operator's to handle; done / rejected: answered.
  status          text not null check (status in ('unverified', 'open', 'done', 'rejected')),
  verified_at     timestamptz,
  -- The code is stored hashed (salt and scrypt hash, features/privacy/rules/request-code.ts) and
  -- forgotten once used; 5 wrong tries lock it, and it lives 15 minutes.
  code_hash       text,
  code_expires_at timestamptz,
  code_attempts   smallint not null default 0 check (code_attempts between 0 and 5),
  -- Art. 13: answered at the latest 30 days after the request reached us (verified, or received by phone).
  due_at          timestamptz,
  resolution_note text check (char_length(resolution_note) between 1 and 2000),
  -- Who answered it; an admin account removed later leaves the answer without a name.
  handled_by      uuid references admin_users(id) on delete set null,
  handled_at      timestamptz,
  created_at      timestamptz not null default now(),
  -- The sender's address (server-decided, never a header a client sets), for abuse: kept with the row.
  ip              text,

  constraint kvkk_requests_contact_form check (
    (channel = 'phone' and contact ~ '^0[0-9]{10}$')
    or (channel = 'email' and contact = lower(contact) and char_length(contact) between 3 and 254 and position('@' in contact) > 1)),
  -- Only an e-mail can wait for a code; only an e-mail code proves the contact.
  constraint kvkk_requests_unverified_is_email check (status <> 'unverified' or channel = 'email'),
  constraint kvkk_requests_verified check (
    case when channel = 'phone' or status = 'unverified' then verified_at is null else verified_at is not null end),
  -- The deadline runs from the moment the request counts as received, never before.
  constraint kvkk_requests_due check ((status = 'unverified') = (due_at is null)),
  -- An answer always says who, when and what; an unanswered request has none of it.
  constraint kvkk_requests_handled check (
    case when status in ('done', 'rejected') then handled_at is not null and resolution_note is not null
         else handled_at is null and handled_by is null and resolution_note is null end)
);

-- The operator's list: by status, nearest deadline first (the default view), or newest first.
create index kvkk_requests_status_due_idx on kvkk_requests (status, due_at);
create index kvkk_requests_created_idx on kvkk_requests (created_at desc);
-- The retention job: unverified ones after 7 days, answered ones 3 years after the answer.
create index kvkk_requests_unverified_idx on kvkk_requests (created_at) where status = 'unverified';
create index kvkk_requests_handled_idx on kvkk_requests (handled_at) where status in ('done', 'rejected');

-- Supabase's public API exposes nothing of it; the app connects as the owner.
alter table kvkk_requests enable row level security;
