-- Issue 31: a bill's commission is paid at the rates in force when it closed. The reports used to
-- read today's rates, so raising a stylist's percentage in December rewrote November's
-- statement. A bill now keeps, as it closes, each staff line's rate (the item's own, else the
-- staff member's for services or products) and the salon's basis (discounts taken off first or
-- not); the reports read these. Set by a trigger, so every writer (the panel, the mobile app,
-- the tests' fixtures) freezes them the same way.
alter table bill_lines add column if not exists commission_percent numeric(5,2)
  check (commission_percent between 0 and 100);
alter table bills add column if not exists commission_discounts_first boolean;

create or replace function bills_freeze_commission() returns trigger language plpgsql as $$
begin
  if old.status = 'open' and new.status = 'closed' then
    new.commission_discounts_first := (select commission_discounts_first from salons where id = new.salon_id);
    update bill_lines l set commission_percent = r.rate
      from (select x.id, coalesce(sv.commission_percent, pr.commission_percent,
              case x.kind when 'service' then st.commission_service_percent else st.commission_product_percent end) as rate
            from bill_lines x
            join staff st on st.id = x.staff_id
            left join services sv on sv.id = x.service_id
            left join products pr on pr.id = x.product_id
            where x.bill_id = new.id) r
      where l.id = r.id;
  end if;
  return new;
end $$;
create trigger bills_freeze_commission before update on bills for each row execute function bills_freeze_commission();

-- Bills closed before this kept no rates: they take today's, which is what the reports showed.
update bills b set commission_discounts_first = s.commission_discounts_first
  from salons s where s.id = b.salon_id and b.status <> 'open';
update bill_lines l set commission_percent = coalesce(sv.commission_percent, pr.commission_percent,
    case l.kind when 'service' then st.commission_service_percent else st.commission_product_percent end)
  from bills b, staff st, bill_lines x
  left join services sv on sv.id = x.service_id
  left join products pr on pr.id = x.product_id
  where x.id = l.id and b.id = l.bill_id and b.status <> 'open' and st.id = l.staff_id;

-- The reports read a line's refunds and the bills closed in a range: both on an index (without
-- the first, a year's staff report scanned every payment once per line: seconds, not milliseconds).
create index if not exists bill_payments_line_idx on bill_payments(line_id) where line_id is not null;
create index if not exists bills_salon_closed_idx on bills(salon_id, closed_at) where status = 'closed';
