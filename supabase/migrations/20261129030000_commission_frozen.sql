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
  -- A bill written already closed (another client) keeps the basis too; it has no lines yet.
  if tg_op = 'INSERT' then
    if new.status = 'closed' then
      new.commission_discounts_first := (select commission_discounts_first from salons where id = new.salon_id);
    end if;
    return new;
  end if;
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
create trigger bills_freeze_commission before insert or update on bills for each row execute function bills_freeze_commission();

-- Bills closed before this kept no rates: they take today's, which is what the reports showed.
update bills b set commission_discounts_first = s.commission_discounts_first
  from salons s where s.id = b.salon_id and b.status <> 'open';
update bill_lines l set commission_percent = coalesce(sv.commission_percent, pr.commission_percent,
    case l.kind when 'service' then st.commission_service_percent else st.commission_product_percent end)
  from bills b, staff st, bill_lines x
  left join services sv on sv.id = x.service_id
  left join products pr on pr.id = x.product_id
  where x.id = l.id and b.id = l.bill_id and b.status <> 'open' and st.id = l.staff_id;

-- Kept as the rest of a closed bill is (20261129000000_salon_books.sql): a closed bill's line
-- keeps its rate (bills' basis: 20261129050000's bills_keep_closed), and a closed bill always
-- has its basis (checkout is the only way from open to closed, and the trigger above sets it).
create or replace function bill_lines_keep_closed() returns trigger language plpgsql as $$
declare
  bill_status text;
begin
  select status into bill_status from bills where id = coalesce(new.bill_id, old.bill_id);
  -- Gone (the bill itself is being deleted with its salon) or still open: nothing to keep.
  if bill_status is null or bill_status = 'open' then return coalesce(new, old); end if;
  if tg_op = 'UPDATE' and (new.bill_id, new.kind, new.description, new.unit_price, new.quantity,
      new.discount_kind, new.discount_value, new.discount_amount, new.net_amount, new.commission_percent)
      is not distinct from (old.bill_id, old.kind, old.description, old.unit_price, old.quantity,
      old.discount_kind, old.discount_value, old.discount_amount, old.net_amount, old.commission_percent) then
    return new;
  end if;
  perform books_refuse('Kapatılmış adisyonun satırı');
  return null;
end $$;
alter table bills add constraint bills_commission_basis_kept check (status <> 'closed' or commission_discounts_first is not null);

-- The reports read a line's refunds and the bills closed in a range: both on an index (without
-- the first, a year's staff report scanned every payment once per line: seconds, not milliseconds).
create index if not exists bill_payments_line_idx on bill_payments(line_id) where line_id is not null;
create index if not exists bills_salon_closed_idx on bills(salon_id, closed_at) where status = 'closed';
