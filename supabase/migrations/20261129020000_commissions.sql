-- Issue 31, commissions (prim): a staff member earns a percentage of the services she does and
-- of the products she sells; a service or a product may carry a rate of its own; the salon
-- chooses whether discounts are taken off before the percentage. How it is earned (on what was
-- paid, reversed with refunds) is features/reports/rules/commission.ts, summed in SQL by the reports.
alter table staff
  add column if not exists commission_service_percent numeric(5,2) not null default 0
    check (commission_service_percent between 0 and 100),
  add column if not exists commission_product_percent numeric(5,2) not null default 0
    check (commission_product_percent between 0 and 100);
alter table services add column if not exists commission_percent numeric(5,2) check (commission_percent between 0 and 100);
alter table products add column if not exists commission_percent numeric(5,2) check (commission_percent between 0 and 100);
alter table salons add column if not exists commission_discounts_first boolean not null default true;
