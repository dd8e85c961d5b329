-- KVKK art. 11 (README "KVKK: your data"): a customer closes their own account ('Hesabımı
-- Kapat', features/privacy/server/close-account.ts). The customers row stays, emptied of
-- everything that identifies a person, because the salons' records that must stay (reviews'
-- ratings, appointments, bills) point at it; these are what the database needs for that.

-- When the account was closed: the record that the erasure happened (the row holds nothing else).
alter table customers add column if not exists closed_at timestamptz;

-- A closed account's phone: customers.phone is NOT NULL, unique and '^0[0-9]{10}$', so the
-- placeholder is '00' followed by a 9-digit sequence number. No Turkish number starts with 00
-- (the international access prefix), so it can never be somebody's real phone or a premium-rate
-- 0900 line a salon might dial, and the sequence makes every placeholder unique. A number the app's
-- inputs could never produce may still have been written by another client: the loop skips it.
create sequence if not exists erased_customer_phone_seq;

create or replace function next_erased_customer_phone() returns text
language plpgsql volatile
as $$
declare
  candidate text;
begin
  loop
    candidate := '00' || lpad(nextval('erased_customer_phone_seq')::text, 9, '0');
    exit when not exists (select 1 from customers where phone = candidate);
  end loop;
  return candidate;
end $$;

-- Only the app (the owner) calls it; Supabase's API roles get nothing. Every function is
-- executable by PUBLIC by default, so revoking from the API roles alone would change nothing.
revoke all on function next_erased_customer_phone() from public;
do $$
declare r text;
begin
  for r in select rolname from pg_roles where rolname in ('anon', 'authenticated') loop
    execute format('revoke all on function next_erased_customer_phone() from %I', r);
    execute format('revoke all on sequence erased_customer_phone_seq from %I', r);
  end loop;
end $$;

-- A closed bill keeps everything it recorded (20261129000000_salon_books.sql) with one exception:
-- the closure of its customer's account may forget the bill's phone (set it to null) once the
-- bill owes nothing. The amounts stay for the salon's books (Tax Procedure Law, 5 years); the
-- phone is personal data the books do not need. The closure says so with a transaction-local
-- setting (set_config('app.customer_erasure', 'on', true)), so no other writer can do it by
-- accident. Otherwise the same function as before, and the commission basis the bill closed
-- with (20261129030000) is kept too.
create or replace function bills_keep_closed() returns trigger language plpgsql as $$
begin
  if old.status = 'open' then return new; end if;
  if new.status = 'open'
     or (old.status = 'void' and new.status <> 'void')
     or (new.number, new.salon_id, new.discount_kind, new.discount_value, new.subtotal, new.discount_amount,
         new.tip_amount, new.total, new.created_at, new.closed_at, new.commission_discounts_first)
        is distinct from
        (old.number, old.salon_id, old.discount_kind, old.discount_value, old.subtotal, old.discount_amount,
         old.tip_amount, old.total, old.created_at, old.closed_at, old.commission_discounts_first)
     or (new.customer_phone is distinct from old.customer_phone
         and not (new.customer_phone is null and new.balance = 0
                  and coalesce(current_setting('app.customer_erasure', true), '') = 'on'))
     or new.paid_amount < old.paid_amount or new.refunded_amount < old.refunded_amount or new.balance > old.balance
  then
    perform books_refuse('Kapatılmış adisyon');
  end if;
  return new;
end $$;
