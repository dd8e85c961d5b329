-- A salon renews or upgrades its subscription from the panel (issue 23, /panel/abonelik).

-- One row per payment the owner starts: the plan and the amount (kuruş) as the owner confirmed
-- them, then what PayTR's verified notification said. Its merchant_oid is PayTR's order id, so
-- the callback finds a renewal here and a registration in pending_registrations. A success
-- adds a subscriptions row (subscription_id) exactly once: the row is locked and only a
-- 'pending' one changes. Underpaid or late payments are flagged for an operator like a
-- registration's (money may have been captured). Plan name and interval are copied so the
-- payment history stays true when an operator renames or deletes the plan.
create table if not exists subscription_orders (
  merchant_oid    text primary key,
  salon_id        uuid not null references salons(id) on delete cascade,
  plan_id         uuid references subscription_plans(id) on delete set null,
  plan_name       text not null,
  interval        text not null check (interval in ('monthly', 'yearly')),
  payment_amount  integer not null check (payment_amount > 0),
  status          text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  ordered_by      uuid references users(id) on delete set null,
  subscription_id uuid references subscriptions(id) on delete set null,
  paid_amount     integer check (paid_amount >= 0),
  failed_reason   text,
  needs_review    boolean not null default false,
  review_note     text,
  paid_at         timestamptz,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now()
);
-- The panel's payment history, newest first.
create index if not exists subscription_orders_salon_idx on subscription_orders (salon_id, created_at desc);
create index if not exists subscription_orders_review_idx on subscription_orders (created_at) where needs_review;
alter table subscription_orders enable row level security;

-- A trial is granted once per salon: the registration gives it, nothing gives a second one
-- (the admin's subscription form is refused with a Turkish message, lib/db/admin-subscriptions.ts).
create unique index if not exists subscriptions_one_trial_per_salon on subscriptions (salon_id) where type = 'trial';

-- Whether a salon's subscription has ended at p_at: it had subscriptions and none is active
-- and running. Such a salon keeps its panel, its data and its public page, and takes no new
-- online bookings until it renews (lib/db/appointments.ts createAppointment, the salon and
-- booking pages). A salon without any subscription row (made outside the registration, e.g.
-- by the mobile app) is not "ended". Served by subscriptions_salon_current_idx.
create or replace function salon_subscription_ended(p_salon_id uuid, p_at timestamptz) returns boolean
language sql stable
as $$
  select exists (select 1 from public.subscriptions s where s.salon_id = p_salon_id)
     and not exists (select 1 from public.subscriptions s
                      where s.salon_id = p_salon_id and s.is_active and s.end_date > p_at)
$$;
