-- Salon panel, part 1 (issue 20): sessions of salon users, weekly hours of salons and staff,
-- closed dates, breaks and time off, the order of services, and which salons are bookable.

-- ---------------------------------------------------------------- salon user sessions
-- Like admin_sessions: a 256-bit token lives only in the cookie, the row holds its SHA-256.
-- 12 hours, or 30 days with 'Beni hatırla' (remember). salon_id is copied from the user so
-- every panel query can be scoped without a join; a user moved to another salon loses them.
create table if not exists salon_user_sessions (
  id          uuid primary key default gen_random_uuid(),
  user_id     uuid not null references users(id) on delete cascade,
  salon_id    uuid not null references salons(id) on delete cascade,
  token_hash  text not null unique,
  remember    boolean not null default false,
  ip_address  text,
  user_agent  text,
  expires_at  timestamptz not null,
  created_at  timestamptz not null default now()
);
create index if not exists salon_user_sessions_user_idx on salon_user_sessions(user_id);
create index if not exists salon_user_sessions_expires_idx on salon_user_sessions(expires_at);

-- Panel sign-ins are limited like the others, in the same shared table.
alter table auth_attempts drop constraint if exists auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('customer', 'admin', 'salon', 'registration', 'registration_check'));

-- Salon users sign in with salon code + username: the lookup is case-insensitive.
create index if not exists users_salon_username_idx on users(salon_id, lower(username));
-- The code is matched with O and 0 taken as one character (lib/db/salon-sessions.ts).
create index if not exists salons_code_key_idx on salons(translate(salon_code, 'O', '0'));

-- ---------------------------------------------------------------- salon profile
alter table salons add column if not exists description text check (length(description) <= 2000);

-- ---------------------------------------------------------------- weekly hours
-- One row per weekday (0 = Sunday .. 6 = Saturday, like service_daily_durations) once the
-- salon has set its hours in the panel. A salon with no rows (the demo salons, salons written
-- by the mobile app) is open every day from open_time_minutes to close_time_minutes, which
-- the panel keeps filled (earliest opening, latest closing) for the spec's contract.
create table if not exists salon_working_hours (
  salon_id       uuid not null references salons(id) on delete cascade,
  day_of_week    smallint not null check (day_of_week between 0 and 6),
  is_open        boolean not null default true,
  open_minutes   integer not null check (open_minutes between 0 and 1440),
  close_minutes  integer not null check (close_minutes between 0 and 1440),
  primary key (salon_id, day_of_week),
  check (close_minutes > open_minutes)
);

-- Holidays and other days the whole salon is closed.
create table if not exists salon_closed_dates (
  id           uuid primary key default gen_random_uuid(),
  salon_id     uuid not null references salons(id) on delete cascade,
  closed_date  date not null,
  note         text check (length(note) <= 200),
  created_at   timestamptz not null default now(),
  unique (salon_id, closed_date)
);

-- A staff member's week: one row per weekday once set (the panel always writes all seven);
-- a staff member with no rows works the salon's hours. One break per working day.
create table if not exists staff_working_hours (
  staff_id             uuid not null references staff(id) on delete cascade,
  day_of_week          smallint not null check (day_of_week between 0 and 6),
  is_working           boolean not null default true,
  start_minutes        integer not null check (start_minutes between 0 and 1440),
  end_minutes          integer not null check (end_minutes between 0 and 1440),
  break_start_minutes  integer check (break_start_minutes between 0 and 1440),
  break_end_minutes    integer check (break_end_minutes between 0 and 1440),
  primary key (staff_id, day_of_week),
  check (end_minutes > start_minutes),
  check ((break_start_minutes is null) = (break_end_minutes is null)),
  check (break_start_minutes is null
         or (break_end_minutes > break_start_minutes
             and break_start_minutes >= start_minutes and break_end_minutes <= end_minutes))
);

-- Leave, sick days: inclusive date ranges.
create table if not exists staff_time_off (
  id          uuid primary key default gen_random_uuid(),
  staff_id    uuid not null references staff(id) on delete cascade,
  start_date  date not null,
  end_date    date not null,
  note        text check (length(note) <= 200),
  created_at  timestamptz not null default now(),
  check (end_date >= start_date)
);
create index if not exists staff_time_off_staff_idx on staff_time_off(staff_id, end_date);

-- ---------------------------------------------------------------- services
alter table services add column if not exists sort_order integer not null default 0;
alter table service_categories add column if not exists sort_order integer not null default 0;
-- Deleting a service (the panel's delete, and the foreign key's 'on delete set null') looks
-- its appointments up by service.
create index if not exists appointments_service_idx on appointments(service_id);
create index if not exists service_categories_salon_idx on service_categories(salon_id);
create index if not exists staff_services_staff_idx on staff_services(staff_id);
-- salon_is_bookable asks whether any staff member of a salon (active or not) has a
-- staff_services row; the older index on staff(salon_id) is only for active staff, so without
-- this one every listed salon scanned the staff table (2-3 s for 10,000 salons on PGlite).
create index if not exists staff_salon_all_idx on staff(salon_id);

-- ---------------------------------------------------------------- bookable
-- A salon takes online bookings when one of its active services is given by an active staff
-- member who works at least one day: the service's staff_services rows decide who gives it,
-- or, for a salon without any such rows, every active staff member (lib/booking/staff-match.ts
-- narrows that down by position, but never to nobody). Lists, the sitemap and the salon page
-- use it, so an empty salon is never offered.
create or replace function salon_is_bookable(p_salon_id uuid) returns boolean
language sql stable
as $$
  select exists (
    select 1
      from public.services sv
      join public.staff st on st.salon_id = sv.salon_id and st.is_active
     where sv.salon_id = p_salon_id and sv.is_active
       and (exists (select 1 from public.staff_services ss where ss.staff_id = st.id and ss.service_id = sv.id)
            or not exists (select 1 from public.staff_services ss join public.staff s2 on s2.id = ss.staff_id
                            where s2.salon_id = p_salon_id))
       and (exists (select 1 from public.staff_working_hours w where w.staff_id = st.id and w.is_working)
            or not exists (select 1 from public.staff_working_hours w where w.staff_id = st.id))
  )
$$;

alter table salon_user_sessions enable row level security;
alter table salon_working_hours enable row level security;
alter table salon_closed_dates enable row level security;
alter table staff_working_hours enable row level security;
alter table staff_time_off enable row level security;
