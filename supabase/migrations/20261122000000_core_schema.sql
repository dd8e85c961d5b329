-- Core schema of the salon marketplace.
-- Table and column names follow the product spec exactly: the salon owners' mobile app
-- reads the same database, so they are a contract. Extra tables/columns are additions only.
-- Runs on PostgreSQL 15+ (Supabase, CI) and on PGlite (embedded, PostgreSQL 17/18).

create extension if not exists pgcrypto;   -- crypt()/gen_salt() for hash_password()
create extension if not exists btree_gist; -- "=" on uuid inside the appointments exclusion constraint

-- ---------------------------------------------------------------- places
create table cities (
  id          integer primary key,            -- the plate code as a number (34 = İstanbul)
  name        text not null unique,
  plate_code  text not null unique check (plate_code ~ '^[0-9]{2}$'),
  slug        text not null unique            -- readable URL part: 'istanbul'
);

create table districts (
  id       serial primary key,
  city_id  integer not null references cities(id) on delete cascade,
  name     text not null,
  slug     text not null,                     -- 'kadikoy', unique inside its city
  unique (city_id, name),
  unique (city_id, slug)
);
create index districts_city_idx on districts(city_id);

-- ---------------------------------------------------------------- salons
create table salons (
  id                  uuid primary key default gen_random_uuid(),
  salon_code          text not null unique check (salon_code ~ '^[A-Z0-9]{6}$'),
  name                text not null check (length(trim(name)) > 0),
  address             text,
  phone               text check (phone ~ '^0[0-9]{10}$'),
  email               text,
  logo_url            text,
  owner_name          text,
  city_id             integer references cities(id) on delete set null,
  district_id         integer references districts(id) on delete set null,
  open_time_minutes   integer not null default 540  check (open_time_minutes between 0 and 1440),
  close_time_minutes  integer not null default 1080 check (close_time_minutes between 0 and 1440),
  currency            text not null default 'TRY' check (currency in ('TRY', 'USD', 'EUR')),
  tax_rate            numeric(5,2) not null default 18 check (tax_rate between 0 and 100),
  is_active           boolean not null default true,
  average_rating      numeric(3,2) not null default 0 check (average_rating between 0 and 5),
  review_count        integer not null default 0 check (review_count >= 0),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  check (close_time_minutes > open_time_minutes)
);
create index salons_city_district_idx on salons(city_id, district_id) where is_active;
create index salons_name_idx on salons(name);

-- Salon-owned products (stock sold at the counter, managed by the mobile app).
create table products (
  id          uuid primary key default gen_random_uuid(),
  salon_id    uuid not null references salons(id) on delete cascade,
  name        text not null,
  price       numeric(10,2) not null default 0 check (price >= 0),
  stock       integer not null default 0,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now()
);
create index products_salon_idx on products(salon_id);

-- ---------------------------------------------------------------- staff and services
create table staff (
  id          uuid primary key default gen_random_uuid(),
  salon_id    uuid not null references salons(id) on delete cascade,
  first_name  text not null,
  last_name   text not null default '',
  position    text,
  is_active   boolean not null default true,
  created_at  timestamptz not null default now()
);
create index staff_salon_idx on staff(salon_id) where is_active;

-- salon_id null = a category shared by every salon.
create table service_categories (
  id          uuid primary key default gen_random_uuid(),
  salon_id    uuid references salons(id) on delete cascade,
  name        text not null,
  created_at  timestamptz not null default now()
);

create table services (
  id                uuid primary key default gen_random_uuid(),
  salon_id          uuid not null references salons(id) on delete cascade,
  category_id       uuid references service_categories(id) on delete set null,
  name              text not null,
  description       text,
  price             numeric(10,2) not null default 0 check (price >= 0),
  duration_minutes  integer not null default 30 check (duration_minutes between 5 and 1440),
  icon              text,
  is_active         boolean not null default true,
  created_at        timestamptz not null default now()
);
create index services_salon_idx on services(salon_id) where is_active;
create index services_name_idx on services(name);

-- Per-weekday duration override. day_of_week: 0 = Sunday .. 6 = Saturday (JavaScript getDay()).
create table service_daily_durations (
  id                uuid primary key default gen_random_uuid(),
  service_id        uuid not null references services(id) on delete cascade,
  day_of_week       smallint not null check (day_of_week between 0 and 6),
  duration_minutes  integer not null check (duration_minutes between 5 and 1440),
  is_active         boolean not null default true,
  unique (service_id, day_of_week)
);

-- Who gives which service. A salon without any row here falls back to the spec's guess
-- (staff position matching the category or service name).
create table staff_services (
  staff_id    uuid not null references staff(id) on delete cascade,
  service_id  uuid not null references services(id) on delete cascade,
  primary key (staff_id, service_id)
);
create index staff_services_service_idx on staff_services(service_id);

-- ---------------------------------------------------------------- customers
create table customers (
  id             uuid primary key default gen_random_uuid(),
  phone          text not null unique check (phone ~ '^0[0-9]{10}$'),
  first_name     text not null,
  last_name      text not null default '',
  email          text,
  password_hash  text,                -- bcrypt; legacy rows may hold a SHA-256 hex digest
  salon_id       uuid references salons(id) on delete cascade,  -- a salon's own walk-in customer
  is_active      boolean not null default true,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);

create table customer_sessions (
  id           uuid primary key default gen_random_uuid(),
  customer_id  uuid not null references customers(id) on delete cascade,
  token_hash   text not null unique,   -- sha256 hex of the cookie token; the token itself is never stored
  ip_address   text,
  user_agent   text,
  expires_at   timestamptz not null,
  created_at   timestamptz not null default now()
);
create index customer_sessions_customer_idx on customer_sessions(customer_id);

-- Failed/successful sign-in attempts, shared by every app server (rate limiting).
create table auth_attempts (
  id          bigserial primary key,
  scope       text not null check (scope in ('customer', 'admin')),
  identifier  text not null,           -- phone or e-mail tried
  ip_address  text not null,
  succeeded   boolean not null,
  created_at  timestamptz not null default now()
);
create index auth_attempts_identifier_idx on auth_attempts(scope, identifier, created_at);
create index auth_attempts_ip_idx on auth_attempts(scope, ip_address, created_at);

-- ---------------------------------------------------------------- appointments
create table appointments (
  id                 uuid primary key default gen_random_uuid(),
  salon_id           uuid not null references salons(id) on delete cascade,
  customer_id        uuid references customers(id) on delete set null,
  customer_name      text not null,
  customer_phone     text not null check (customer_phone ~ '^0[0-9]{10}$'),
  customer_email     text,
  staff_id           uuid references staff(id) on delete set null,
  service_id         uuid references services(id) on delete set null,
  appointment_date   date not null,
  start_time         time not null,
  end_time           time,                         -- null (mobile app) = default duration
  status             text not null default 'scheduled'
                     check (status in ('scheduled', 'confirmed', 'pending', 'cancelled', 'completed')),
  notes              text,
  total_amount       numeric(10,2) not null default 0 check (total_amount >= 0),
  total_duration     integer check (total_duration > 0),
  manage_token_hash  text unique,                  -- sha256 of the guest's private link token
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  check (end_time is null or end_time > start_time),
  -- One staff member never holds two overlapping live appointments, whatever the app does.
  -- A span without end_time lasts 60 minutes (the spec's default duration).
  constraint appointments_no_overlap exclude using gist (
    staff_id with =,
    tsrange(appointment_date + start_time,
            (appointment_date + start_time) + coalesce(end_time - start_time, interval '60 minutes'),
            '[)') with &&
  ) where (status in ('scheduled', 'confirmed'))
);
create index appointments_staff_date_idx on appointments(staff_id, appointment_date);
create index appointments_customer_idx on appointments(customer_id);
create index appointments_salon_date_idx on appointments(salon_id, appointment_date);

-- ---------------------------------------------------------------- reviews
-- approved: null = pending, true = approved, false = rejected; status mirrors it in words.
create table salon_reviews (
  id           uuid primary key default gen_random_uuid(),
  salon_id     uuid not null references salons(id) on delete cascade,
  customer_id  uuid not null references customers(id) on delete cascade,
  staff_id     uuid references staff(id) on delete set null,
  rating       smallint not null check (rating between 1 and 5),
  comment      text not null check (length(comment) <= 500),
  approved     boolean,
  status       text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  unique (salon_id, customer_id),
  check ((approved is null and status = 'pending')
      or (approved = true and status = 'approved')
      or (approved = false and status = 'rejected'))
);
create index salon_reviews_salon_idx on salon_reviews(salon_id, created_at desc) where approved;

-- salons.average_rating / review_count always equal the approved reviews' figures,
-- whoever writes salon_reviews (this app, the mobile app, an operator in SQL).
create function refresh_salon_rating(target uuid) returns void
language sql as $$
  update salons s set
    average_rating = coalesce((select round(avg(rating)::numeric, 2) from salon_reviews r
                               where r.salon_id = target and r.approved), 0),
    review_count   = (select count(*) from salon_reviews r where r.salon_id = target and r.approved)
  where s.id = target;
$$;

create function salon_reviews_refresh_rating() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform refresh_salon_rating(old.salon_id); end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.salon_id <> old.salon_id) then
    perform refresh_salon_rating(new.salon_id);
  end if;
  return null;
end $$;

create trigger salon_reviews_rating after insert or update or delete on salon_reviews
  for each row execute function salon_reviews_refresh_rating();

-- ---------------------------------------------------------------- salon owners
create table user_roles (
  id           uuid primary key default gen_random_uuid(),
  salon_id     uuid references salons(id) on delete cascade,
  name         text not null,
  description  text,
  permissions  jsonb not null default '{}',
  created_at   timestamptz not null default now(),
  unique (salon_id, name)
);

create table users (
  id             uuid primary key default gen_random_uuid(),
  username       text not null unique check (length(username) >= 3),
  password_hash  text not null,
  email          text unique,
  first_name     text not null,
  last_name      text not null,
  phone          text unique check (phone ~ '^0[0-9]{10}$'),
  salon_id       uuid references salons(id) on delete cascade,
  role_id        uuid references user_roles(id) on delete set null,
  is_active      boolean not null default true,
  permissions    jsonb,
  created_at     timestamptz not null default now()
);

-- ---------------------------------------------------------------- subscriptions
create table subscription_plans (
  id           uuid primary key default gen_random_uuid(),
  name         text not null,
  description  text,
  price        numeric(10,2) not null check (price >= 0),
  currency     text not null default 'TRY' check (currency in ('TRY', 'USD', 'EUR')),
  interval     text not null default 'monthly' check (interval in ('trial', 'monthly', 'yearly')),
  features     jsonb not null default '[]',
  active       boolean not null default true,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);

create table subscriptions (
  id                  uuid primary key default gen_random_uuid(),
  salon_id            uuid not null references salons(id) on delete cascade,
  plan_id             uuid references subscription_plans(id) on delete set null,
  type                text not null check (type in ('trial', 'monthly', 'yearly')),
  start_date          timestamptz not null,
  end_date            timestamptz not null,
  is_active           boolean not null default true,
  paytr_merchant_oid  text unique,      -- null for a trial
  paytr_payment_date  timestamptz,
  created_at          timestamptz not null default now(),
  check (end_date > start_date)
);
create index subscriptions_salon_idx on subscriptions(salon_id) where is_active;

-- A paid registration waiting for PayTR's server callback (the browser redirect proves nothing).
create table pending_registrations (
  merchant_oid   text primary key check (merchant_oid ~ '^[A-Za-z0-9]{1,64}$'),
  salon_data     jsonb not null,
  owner_data     jsonb not null,        -- holds a bcrypt hash, never the password
  plan_id        uuid not null references subscription_plans(id),
  payment_amount integer not null check (payment_amount > 0),   -- kuruş
  status         text not null default 'pending' check (status in ('pending', 'completed', 'failed')),
  salon_id       uuid references salons(id) on delete set null,
  failed_reason  text,
  created_at     timestamptz not null default now(),
  completed_at   timestamptz
);

-- ---------------------------------------------------------------- platform admins
create table admin_users (
  id             uuid primary key default gen_random_uuid(),
  email          text not null unique,
  password_hash  text not null,
  full_name      text,
  role           text not null default 'admin' check (role in ('superadmin', 'admin', 'moderator')),
  is_active      boolean not null default true,
  last_login     timestamptz,
  created_at     timestamptz not null default now()
);

create table admin_sessions (
  id          uuid primary key default gen_random_uuid(),
  admin_id    uuid not null references admin_users(id) on delete cascade,
  token       text not null unique,     -- sha256 hex of the cookie token
  ip_address  text,
  user_agent  text,
  expires_at  timestamptz not null,
  created_at  timestamptz not null default now()
);

create table admin_activity_logs (
  id           bigserial primary key,
  admin_id     uuid references admin_users(id) on delete set null,
  action       text not null,
  description  text,
  ip_address   text,
  user_agent   text,
  created_at   timestamptz not null default now()
);

-- ---------------------------------------------------------------- site content
create table contact_info (
  id             serial primary key,
  phone          text not null,
  email          text not null,
  address        text,
  working_hours  text,
  is_active      boolean not null default true,
  updated_at     timestamptz not null default now()
);

create table paytr_settings (
  id               serial primary key,
  merchant_id      text not null,
  merchant_key     text not null,
  merchant_salt    text not null,
  test_mode        boolean not null default true,
  debug_mode       boolean not null default true,
  timeout_limit    integer not null default 30 check (timeout_limit > 0),
  no_installment   boolean not null default true,
  max_installment  integer not null default 0 check (max_installment between 0 and 12),
  success_url      text,
  fail_url         text,
  webhook_url      text,
  is_active        boolean not null default true,
  updated_at       timestamptz not null default now()
);

-- Singleton documents the spec kept in the admin's localStorage:
-- 'logo', 'hero', 'features_section', 'detailed_features_section', 'pricing_section'.
create table site_content (
  key         text primary key,
  value       jsonb not null,
  updated_at  timestamptz not null default now()
);

-- Feature cards: kind 'basic' (landing #features) or 'detailed' ("powerful features").
create table feature_cards (
  id           uuid primary key default gen_random_uuid(),
  kind         text not null check (kind in ('basic', 'detailed')),
  title        text not null,
  description  text not null default '',
  icon         text not null,
  is_visible   boolean not null default true,
  sort_order   integer not null default 0
);

create table testimonials (
  id          uuid primary key default gen_random_uuid(),
  name        text not null,
  role        text,
  company     text,
  rating      smallint not null default 5 check (rating between 1 and 5),
  comment     text not null,
  image       text,
  is_visible  boolean not null default true,
  sort_order  integer not null default 0,
  created_at  timestamptz not null default now()
);

create table contact_messages (
  id          uuid primary key default gen_random_uuid(),
  name        text not null,
  email       text not null,
  phone       text,
  salon_name  text,
  message     text,
  status      text not null default 'new' check (status in ('new', 'read', 'replied', 'scheduled', 'archived')),
  created_at  timestamptz not null default now(),
  read_at     timestamptz
);
create index contact_messages_created_idx on contact_messages(created_at desc);

-- Every e-mail the platform sends; without SMTP settings it stays 'logged' and the admin reads it here.
create table email_outbox (
  id          uuid primary key default gen_random_uuid(),
  to_email    text not null,
  subject     text not null,
  body        text not null,
  status      text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'logged')),
  error       text,
  created_at  timestamptz not null default now(),
  sent_at     timestamptz
);
