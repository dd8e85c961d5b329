-- Issue 31, products and stock: the salon's retail catalogue and a ledger of stock movements.
-- The quantity on hand (products.stock, which the mobile app reads) is the sum of the product's
-- movements, kept by the triggers below: a movement moves it, and a direct change of the column
-- (the mobile app writes it) is written to the ledger as a count correction, so the two never
-- drift apart whoever writes. Selling or using more than is on hand is refused unless the salon
-- allows negative stock.

alter table products
  add column if not exists brand           text check (char_length(brand) <= 80),
  add column if not exists category        text check (char_length(category) <= 80),
  add column if not exists barcode         text check (barcode ~ '^[0-9A-Za-z-]{4,40}$'),
  add column if not exists cost_price      numeric(12,2) not null default 0 check (cost_price >= 0),
  add column if not exists low_stock_level integer not null default 0 check (low_stock_level between 0 and 100000);
alter table products add constraint products_name_length check (char_length(name) between 1 and 120);
create unique index if not exists products_id_salon_key on products(id, salon_id);
create unique index if not exists products_salon_barcode_key on products(salon_id, barcode) where barcode is not null;

alter table salons add column if not exists allow_negative_stock boolean not null default false;

create table stock_movements (
  id           uuid primary key default gen_random_uuid(),
  salon_id     uuid not null references salons(id) on delete cascade,
  product_id   uuid not null,
  -- purchase: bought in; sale: sold on a bill; refund: back from a refunded bill line;
  -- use: used in a service; count: a correction after counting the shelf.
  kind         text not null check (kind in ('purchase', 'sale', 'refund', 'use', 'count')),
  quantity     integer not null check (quantity <> 0 and quantity between -100000 and 100000),
  bill_line_id uuid,
  reason       text check (char_length(reason) <= 200),
  created_by   uuid references users(id) on delete set null,
  created_at   timestamptz not null default now(),
  constraint stock_movements_direction check (
    (kind in ('purchase', 'refund') and quantity > 0) or (kind in ('sale', 'use') and quantity < 0) or kind = 'count'),
  constraint stock_movements_sale_line check ((kind in ('sale', 'refund')) = (bill_line_id is not null)),
  foreign key (product_id, salon_id) references products(id, salon_id) on delete cascade,
  -- A sold line is never deleted (a closed bill keeps its lines); with its salon both go at once.
  foreign key (bill_line_id, salon_id) references bill_lines(id, salon_id)
);
create index stock_movements_product_idx on stock_movements(product_id, created_at desc);
create index stock_movements_salon_created_idx on stock_movements(salon_id, created_at);
alter table stock_movements enable row level security;

-- Products already on the shelf open the ledger with what they hold (before the triggers, which
-- would count it twice).
insert into stock_movements (salon_id, product_id, kind, quantity, reason)
select salon_id, id, 'count', stock, 'Açılış stoğu' from products where stock <> 0;

-- A movement moves the quantity on hand; selling or using past zero needs the salon's consent.
create or replace function stock_movement_apply() returns trigger language plpgsql as $$
declare
  on_hand integer;
begin
  -- Written by products_stock_direct below: the column has already moved.
  if pg_trigger_depth() > 1 then return new; end if;
  update products set stock = stock + new.quantity where id = new.product_id and salon_id = new.salon_id
    returning stock into on_hand;
  if on_hand < 0 and new.kind in ('sale', 'use')
     and not (select allow_negative_stock from salons where id = new.salon_id) then
    raise exception 'Stok yetersiz' using errcode = 'P0001';
  end if;
  return new;
end $$;
create trigger stock_movement_apply after insert on stock_movements
  for each row execute function stock_movement_apply();

-- The ledger is not edited: a wrong movement is corrected by another.
create or replace function stock_movements_keep() returns trigger language plpgsql as $$
begin
  if (new.product_id, new.kind, new.quantity, new.reason, new.created_at)
     is distinct from (old.product_id, old.kind, old.quantity, old.reason, old.created_at) then
    perform books_refuse('Stok hareketi');
  end if;
  return new;
end $$;
create trigger stock_movements_keep before update on stock_movements for each row execute function stock_movements_keep();

-- Someone wrote products.stock directly (the mobile app): the ledger records the difference.
create or replace function products_stock_direct() returns trigger language plpgsql as $$
begin
  if pg_trigger_depth() > 1 then return new; end if;
  if tg_op = 'INSERT' and new.stock <> 0 then
    insert into stock_movements (salon_id, product_id, kind, quantity, reason)
    values (new.salon_id, new.id, 'count', new.stock, 'Açılış stoğu');
  elsif tg_op = 'UPDATE' and new.stock is distinct from old.stock then
    insert into stock_movements (salon_id, product_id, kind, quantity, reason)
    values (new.salon_id, new.id, 'count', new.stock - old.stock, 'Doğrudan stok güncellemesi');
  end if;
  return new;
end $$;
create trigger products_stock_direct after insert or update of stock on products
  for each row execute function products_stock_direct();
