-- Paid orders that were not activated (issue 24 §2): a registration whose username was taken
-- after payment, an underpayment, a success after a failure or a cancel. needs_review says an
-- operator must look; review_resolution says what the operator did on /admin/odemeler:
-- 'completed' (the salon was created, maybe under another username) or 'refunded' (the money
-- was given back through PayTR's merchant panel). Open items: needs_review and no resolution.
alter table pending_registrations add column if not exists review_resolution text;
alter table pending_registrations add column if not exists reviewed_at timestamptz;
alter table pending_registrations add column if not exists reviewed_by uuid references admin_users(id) on delete set null;
alter table subscription_orders add column if not exists review_resolution text;
alter table subscription_orders add column if not exists reviewed_at timestamptz;
alter table subscription_orders add column if not exists reviewed_by uuid references admin_users(id) on delete set null;

alter table pending_registrations drop constraint if exists pending_registrations_review_resolution_check;
alter table pending_registrations add constraint pending_registrations_review_resolution_check
  check (review_resolution in ('completed', 'refunded'));
alter table subscription_orders drop constraint if exists subscription_orders_review_resolution_check;
alter table subscription_orders add constraint subscription_orders_review_resolution_check
  check (review_resolution in ('refunded'));
