-- Issue 30: the salon's books. Bills (adisyon) with their lines and payments, and the cash
-- register (kasa): a drawer session per salon with its cash in and out. Amounts are computed by
-- the server (features/bills/rules/money.ts); the database holds what must hold whoever writes:
-- non-negative amounts, one bill per appointment, one open drawer per salon, a closed bill's
-- payments equal to its total less its open balance, and nothing recorded is edited: a mistake
-- is corrected by a reversing record (a refund, a void, an opposite cash movement) that says who,
-- when and why (DESIGN "The salon's books"). Every row carries its salon, and every reference
-- between these tables is by (id, salon_id), so no row can point into another salon's books.

create unique index if not exists appointments_id_salon_key on appointments(id, salon_id);

-- ------------------------------------------------------------------ the cash drawer
create table cash_sessions (
  id               uuid primary key default gen_random_uuid(),
  salon_id         uuid not null references salons(id) on delete cascade,
  opening_amount   numeric(12,2) not null check (opening_amount >= 0),
  opened_by        uuid references users(id) on delete set null,
  opened_at        timestamptz not null default now(),
  -- Filled once, when the drawer is counted and closed.
  expected_amount  numeric(12,2),
  counted_amount   numeric(12,2) check (counted_amount >= 0),
  close_note       text check (char_length(close_note) <= 500),
  closed_by        uuid references users(id) on delete set null,
  closed_at        timestamptz,
  constraint cash_sessions_closed_whole check (
    (closed_at is null) = (counted_amount is null) and (closed_at is null) = (expected_amount is null)),
  constraint cash_sessions_id_salon_key unique (id, salon_id)
);
-- One open drawer per salon.
create unique index cash_sessions_one_open on cash_sessions(salon_id) where closed_at is null;
create index cash_sessions_salon_opened_idx on cash_sessions(salon_id, opened_at desc);

create table cash_movements (
  id          uuid primary key default gen_random_uuid(),
  salon_id    uuid not null references salons(id) on delete cascade,
  session_id  uuid not null,
  kind        text not null check (kind in ('in', 'out')),
  amount      numeric(12,2) not null check (amount > 0),
  reason      text not null check (char_length(reason) between 1 and 200),
  created_by  uuid references users(id) on delete set null,
  created_at  timestamptz not null default now(),
  foreign key (session_id, salon_id) references cash_sessions(id, salon_id) on delete cascade
);
create index cash_movements_session_idx on cash_movements(session_id);

-- ------------------------------------------------------------------ bills
create table bills (
  id               uuid primary key default gen_random_uuid(),
  salon_id         uuid not null references salons(id) on delete cascade,
  -- The salon's own running number, printed on the summary.
  number           integer not null check (number > 0),
  appointment_id   uuid,
  customer_id      uuid references customers(id) on delete set null,
  customer_name    text check (char_length(customer_name) <= 100),
  customer_phone   text check (customer_phone ~ '^0[0-9]{10}$'),
  status           text not null default 'open' check (status in ('open', 'closed', 'void')),
  discount_kind    text check (discount_kind in ('amount', 'percent')),
  discount_value   numeric(12,2) not null default 0 check (discount_value >= 0),
  subtotal         numeric(12,2) not null default 0 check (subtotal >= 0),
  discount_amount  numeric(12,2) not null default 0 check (discount_amount >= 0 and discount_amount <= subtotal),
  tip_amount       numeric(12,2) not null default 0 check (tip_amount >= 0),
  tip_staff_id     uuid references staff(id) on delete set null,
  total            numeric(12,2) not null default 0 check (total = subtotal - discount_amount + tip_amount),
  paid_amount      numeric(12,2) not null default 0 check (paid_amount >= 0 and paid_amount <= total),
  refunded_amount  numeric(12,2) not null default 0 check (refunded_amount >= 0 and refunded_amount <= paid_amount),
  -- The open balance (açık hesap) left when the bill was closed, less what was collected since.
  balance          numeric(12,2) not null default 0 check (balance >= 0),
  created_by       uuid references users(id) on delete set null,
  created_at       timestamptz not null default now(),
  closed_by        uuid references users(id) on delete set null,
  closed_at        timestamptz,
  voided_by        uuid references users(id) on delete set null,
  voided_at        timestamptz,
  void_reason      text check (char_length(void_reason) between 1 and 300),
  constraint bills_salon_number_key unique (salon_id, number),
  constraint bills_appointment_key unique (appointment_id),
  constraint bills_id_salon_key unique (id, salon_id),
  foreign key (appointment_id, salon_id) references appointments(id, salon_id) on delete set null (appointment_id),
  constraint bills_discount_kind check (discount_kind is not null or discount_value = 0),
  constraint bills_discount_percent check (discount_kind is distinct from 'percent' or discount_value <= 100),
  constraint bills_closed_when check ((status = 'open') = (closed_at is null)),
  constraint bills_void_why check ((status = 'void') = (voided_at is not null) and (voided_at is null) = (void_reason is null)),
  -- A closed bill's payments equal its total less its open balance; an open bill has taken
  -- nothing yet (payments are taken as it closes) and a void one owes nothing.
  constraint bills_closed_paid check (status <> 'closed' or paid_amount + balance = total),
  constraint bills_open_unpaid check (status <> 'open' or (paid_amount = 0 and balance = 0)),
  constraint bills_void_owes_nothing check (status <> 'void' or balance = 0),
  -- An open balance is owed by someone the salon knows.
  constraint bills_balance_owner check (balance = 0 or customer_phone is not null)
);
create index bills_salon_created_idx on bills(salon_id, created_at desc);
create index bills_salon_phone_balance_idx on bills(salon_id, customer_phone) where balance > 0;

create table bill_lines (
  id               uuid primary key default gen_random_uuid(),
  bill_id          uuid not null,
  salon_id         uuid not null,
  position         smallint not null check (position >= 0),
  -- 'product' lines come with products and stock (issue 31).
  kind             text not null check (kind in ('service', 'product')),
  service_id       uuid references services(id) on delete set null,
  product_id       uuid references products(id) on delete set null,
  -- The name at the time of sale: a renamed service does not rewrite old bills.
  description      text not null check (char_length(description) between 1 and 150),
  staff_id         uuid references staff(id) on delete set null,
  unit_price       numeric(12,2) not null check (unit_price >= 0),
  quantity         integer not null check (quantity between 1 and 999),
  discount_kind    text check (discount_kind in ('amount', 'percent')),
  discount_value   numeric(12,2) not null default 0 check (discount_value >= 0),
  discount_amount  numeric(12,2) not null default 0 check (discount_amount >= 0 and discount_amount <= unit_price * quantity),
  net_amount       numeric(12,2) not null check (net_amount = unit_price * quantity - discount_amount),
  constraint bill_lines_id_salon_key unique (id, salon_id),
  constraint bill_lines_discount_kind check (discount_kind is not null or discount_value = 0),
  foreign key (bill_id, salon_id) references bills(id, salon_id) on delete cascade
);
create index bill_lines_bill_idx on bill_lines(bill_id, position);

-- Payments and refunds: a refund is a reversing record pointing at its bill (and its line, for
-- a line's refund), with who and why. Cash moves through the open drawer session.
create table bill_payments (
  id               uuid primary key default gen_random_uuid(),
  bill_id          uuid not null,
  salon_id         uuid not null,
  kind             text not null check (kind in ('payment', 'refund')),
  method           text not null check (method in ('cash', 'card', 'transfer')),
  amount           numeric(12,2) not null check (amount > 0),
  -- Cash only: what the customer handed over; the change was the rest.
  received_amount  numeric(12,2) check (received_amount >= amount),
  session_id       uuid,
  line_id          uuid,
  reason           text check (char_length(reason) between 1 and 300),
  created_by       uuid references users(id) on delete set null,
  created_at       timestamptz not null default now(),
  constraint bill_payments_cash_drawer check ((method = 'cash') = (session_id is not null)),
  constraint bill_payments_received_cash check (received_amount is null or (method = 'cash' and kind = 'payment')),
  constraint bill_payments_refund_why check ((kind = 'refund') = (reason is not null)),
  constraint bill_payments_line_refund check (line_id is null or kind = 'refund'),
  foreign key (bill_id, salon_id) references bills(id, salon_id) on delete cascade,
  foreign key (session_id, salon_id) references cash_sessions(id, salon_id) on delete cascade,
  foreign key (line_id, salon_id) references bill_lines(id, salon_id) on delete cascade
);
create index bill_payments_bill_idx on bill_payments(bill_id);
create index bill_payments_salon_created_idx on bill_payments(salon_id, created_at);
create index bill_payments_session_idx on bill_payments(session_id) where session_id is not null;

-- ------------------------------------------------------------------ nothing recorded is edited
-- A reference may still be cleared by its own foreign key (a deleted user, staff member or
-- appointment): only what was recorded is compared.
create or replace function books_refuse(what text) returns void language plpgsql as $$
begin
  raise exception '% değiştirilemez', what using errcode = 'P0001';
end $$;

create or replace function bills_keep_closed() returns trigger language plpgsql as $$
begin
  if old.status = 'open' then return new; end if;
  if new.status = 'open'
     or (old.status = 'void' and new.status <> 'void')
     or (new.number, new.salon_id, new.discount_kind, new.discount_value, new.subtotal, new.discount_amount,
         new.tip_amount, new.total, new.customer_phone, new.created_at, new.closed_at)
        is distinct from
        (old.number, old.salon_id, old.discount_kind, old.discount_value, old.subtotal, old.discount_amount,
         old.tip_amount, old.total, old.customer_phone, old.created_at, old.closed_at)
     or new.paid_amount < old.paid_amount or new.refunded_amount < old.refunded_amount or new.balance > old.balance
  then
    perform books_refuse('Kapatılmış adisyon');
  end if;
  return new;
end $$;
create trigger bills_keep_closed before update on bills for each row execute function bills_keep_closed();

create or replace function bill_lines_keep_closed() returns trigger language plpgsql as $$
declare
  bill_status text;
begin
  select status into bill_status from bills where id = coalesce(new.bill_id, old.bill_id);
  -- Gone (the bill itself is being deleted with its salon) or still open: nothing to keep.
  if bill_status is null or bill_status = 'open' then return coalesce(new, old); end if;
  if tg_op = 'UPDATE' and (new.bill_id, new.kind, new.description, new.unit_price, new.quantity,
      new.discount_kind, new.discount_value, new.discount_amount, new.net_amount)
      is not distinct from (old.bill_id, old.kind, old.description, old.unit_price, old.quantity,
      old.discount_kind, old.discount_value, old.discount_amount, old.net_amount) then
    return new;
  end if;
  perform books_refuse('Kapatılmış adisyonun satırı');
  return null;
end $$;
create trigger bill_lines_keep_closed before insert or update or delete on bill_lines
  for each row execute function bill_lines_keep_closed();

create or replace function bill_payments_keep() returns trigger language plpgsql as $$
begin
  if (new.bill_id, new.kind, new.method, new.amount, new.received_amount, new.session_id, new.line_id, new.reason, new.created_at)
     is distinct from
     (old.bill_id, old.kind, old.method, old.amount, old.received_amount, old.session_id, old.line_id, old.reason, old.created_at)
  then
    perform books_refuse('Ödeme kaydı');
  end if;
  return new;
end $$;
create trigger bill_payments_keep before update on bill_payments for each row execute function bill_payments_keep();

create or replace function cash_movements_keep() returns trigger language plpgsql as $$
begin
  if (new.session_id, new.kind, new.amount, new.reason, new.created_at)
     is distinct from (old.session_id, old.kind, old.amount, old.reason, old.created_at) then
    perform books_refuse('Kasa hareketi');
  end if;
  return new;
end $$;
create trigger cash_movements_keep before update on cash_movements for each row execute function cash_movements_keep();

create or replace function cash_sessions_keep_closed() returns trigger language plpgsql as $$
begin
  if old.closed_at is not null and (new.opening_amount, new.opened_at, new.expected_amount, new.counted_amount,
      new.close_note, new.closed_at) is distinct from (old.opening_amount, old.opened_at, old.expected_amount,
      old.counted_amount, old.close_note, old.closed_at) then
    perform books_refuse('Kapatılmış kasa');
  end if;
  return new;
end $$;
create trigger cash_sessions_keep_closed before update on cash_sessions for each row execute function cash_sessions_keep_closed();

-- Cash in, cash out and cash payments go into an open drawer only.
create or replace function cash_needs_open_session() returns trigger language plpgsql as $$
begin
  if new.session_id is not null and not exists (
    select 1 from cash_sessions where id = new.session_id and closed_at is null) then
    perform books_refuse('Kapatılmış kasa');
  end if;
  return new;
end $$;
create trigger cash_movements_open_session before insert on cash_movements
  for each row execute function cash_needs_open_session();
create trigger bill_payments_open_session before insert on bill_payments
  for each row execute function cash_needs_open_session();

-- Row-level security as on every table (20261122000100_security.sql): the app's server role
-- reads and writes; nothing is exposed to Supabase's anon or authenticated keys.
alter table cash_sessions enable row level security;
alter table cash_movements enable row level security;
alter table bills enable row level security;
alter table bill_lines enable row level security;
alter table bill_payments enable row level security;
