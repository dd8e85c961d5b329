-- Salon panel, part 3 (issue 23): the salon's team. Users added in the panel, the link from a
-- user to the staff member they are, and the salon's activity log.

-- Usernames: a salon user signs in with salon code + username, so a username only has to be
-- unique within its salon, whatever its case. The registration's owners stay unique across the
-- platform as before (the wizard checks them live, and the constraint decides a race between
-- two registrations), by the same name the registration reads (lib/registration/clash.ts).
alter table users add column if not exists added_in_panel boolean not null default false;
alter table users drop constraint if exists users_username_key;
create unique index if not exists users_username_key on users(username) where not added_in_panel;
drop index if exists users_salon_username_idx;
create unique index if not exists users_salon_username_key on users(salon_id, lower(username));

-- The staff member a user is (a hairdresser with their own account opens on their own calendar).
alter table users add column if not exists staff_id uuid references staff(id) on delete set null;
create unique index if not exists users_staff_key on users(staff_id) where staff_id is not null;
create index if not exists users_role_idx on users(role_id);

-- What was changed on the team screen, by whom, in Turkish words; never a password.
create table if not exists salon_activity_logs (
  id           uuid primary key default gen_random_uuid(),
  salon_id     uuid not null references salons(id) on delete cascade,
  user_id      uuid references users(id) on delete set null,
  action       text not null check (length(action) <= 50),
  description  text not null check (length(description) <= 1000),
  target       text check (length(target) <= 200),
  created_at   timestamptz not null default now()
);
create index if not exists salon_activity_logs_salon_idx on salon_activity_logs(salon_id, created_at desc, id desc);

alter table salon_activity_logs enable row level security;
