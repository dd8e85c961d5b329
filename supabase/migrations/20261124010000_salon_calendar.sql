-- Salon panel, part 2 (issue 21): the appointments' life in the salon's hands, blocked time,
-- what the salon notes about its customers, and what each panel user has already seen.

-- A customer who never came: 'no_show' (spec 1 §4's statuses plus this one; the allowed
-- transitions live in lib/booking/status.ts).
alter table appointments drop constraint if exists appointments_status_check;
alter table appointments add constraint appointments_status_check
  check (status in ('scheduled', 'confirmed', 'pending', 'cancelled', 'completed', 'no_show'));

-- Who wrote the booking (the customer online, or the salon for a phone or walk-in customer),
-- and who cancelled it, when and why (the customer is told the reason).
alter table appointments add column if not exists source text not null default 'online' check (source in ('online', 'salon'));
alter table appointments add column if not exists cancel_reason text check (length(cancel_reason) <= 300);
alter table appointments add column if not exists cancelled_by text check (cancelled_by in ('customer', 'salon'));
alter table appointments add column if not exists cancelled_at timestamptz;

-- The panel's live notice asks for a salon's bookings and cancellations newer than what its user saw.
create index if not exists appointments_salon_created_idx on appointments(salon_id, created_at desc);
create index if not exists appointments_salon_cancelled_idx on appointments(salon_id, cancelled_at desc) where cancelled_at is not null;
create index if not exists appointments_salon_phone_idx on appointments(salon_id, customer_phone);

-- A staff member's time taken for something else (a break, an errand): no online slot there.
create table if not exists staff_blocks (
  id          uuid primary key default gen_random_uuid(),
  salon_id    uuid not null references salons(id) on delete cascade,
  staff_id    uuid not null references staff(id) on delete cascade,
  block_date  date not null,
  start_time  time not null,
  end_time    time not null,
  reason      text check (length(reason) <= 200),
  created_at  timestamptz not null default now(),
  check (end_time > start_time)
);
create index if not exists staff_blocks_staff_date_idx on staff_blocks(staff_id, block_date);
create index if not exists staff_blocks_salon_date_idx on staff_blocks(salon_id, block_date);

-- The slots endpoint's one query now also returns the staff member's blocks that day.
create or replace function booked_spans(p_staff_id uuid, p_date date)
returns table (start_time time, end_time time)
language plpgsql stable
as $$
begin
  return query
    select s.start_time, s.end_time from (
      select a.start_time, a.end_time from public.appointments a
       where a.staff_id = p_staff_id and a.appointment_date = p_date and a.status in ('scheduled', 'confirmed')
      union all
      select b.start_time, b.end_time from public.staff_blocks b
       where b.staff_id = p_staff_id and b.block_date = p_date
    ) s
    order by s.start_time;
end
$$;

-- Private notes of a salon about one of its customers, who are known by phone (registered or guest).
create table if not exists salon_customer_notes (
  salon_id        uuid not null references salons(id) on delete cascade,
  customer_phone  text not null check (customer_phone ~ '^0[0-9]{10}$'),
  note            text not null check (length(note) <= 2000),
  updated_at      timestamptz not null default now(),
  primary key (salon_id, customer_phone)
);

-- Up to when each panel user has seen the salon's new bookings and cancellations (the bell).
create table if not exists salon_user_notice_reads (
  user_id     uuid primary key references users(id) on delete cascade,
  seen_until  timestamptz not null
);

alter table staff_blocks enable row level security;
alter table salon_customer_notes enable row level security;
alter table salon_user_notice_reads enable row level security;
