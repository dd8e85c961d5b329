-- Admin back-office, part 2 (issue 10): indexes for the salon, subscription and review
-- searches, and review totals kept by the database so the moderation screen's figures cost
-- one row read whether there are 100 or 100,000 reviews.

-- Trigram indexes make "contains" searches (ILIKE '%…%') use an index. pg_trgm ships with
-- PostgreSQL 15 (Supabase: the extensions schema) and with PGlite (loaded in lib/db/connection.ts).
create extension if not exists pg_trgm;

-- Turkish case- and accent-insensitive search key. The letters are the ones of
-- lib/db/turkish-sql.ts (SQL_FOLD_FROM → SQL_FOLD_TO); tests/db/admin-search.test.ts checks
-- they stay the same. IMMUTABLE and inlinable, so an index on it serves the searches.
create or replace function search_fold(value text) returns text
language sql immutable parallel safe
as $$ select lower(translate(coalesce(value, ''),
  'İIıŞşĞğÜüÖöÇçÂâÎîÛûÀÁÃÄÅàáãäåÈÉÊËèéêëÌÍÏìíïÒÓÔÕòóôõÙÚùúÑñ',
  'iiissgguuooccaaiiuuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunn')) $$;

-- Each searchable row keeps its folded search text in a stored generated column, indexed with
-- trigrams: the index finds the candidates and the recheck compares plain stored text instead
-- of folding every candidate again (translate() over Turkish letters is the costly part).
-- /admin/salons and the salon part of /admin/reviews and /admin/subscriptions: name, code,
-- owner, e-mail, phone.
alter table salons add column if not exists search_text text generated always as (
  search_fold(name || ' ' || salon_code || ' ' || coalesce(owner_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))
) stored;
create index if not exists salons_search_text_idx on salons using gin (search_text gin_trgm_ops);
create index if not exists salons_created_idx on salons(created_at desc);

-- /admin/reviews: the comment, and the customer's name, phone and e-mail.
alter table salon_reviews add column if not exists search_text text generated always as (search_fold(comment)) stored;
create index if not exists salon_reviews_search_text_idx on salon_reviews using gin (search_text gin_trgm_ops);
alter table customers add column if not exists search_text text generated always as (
  search_fold(first_name || ' ' || last_name || ' ' || phone || ' ' || coalesce(email, ''))
) stored;
create index if not exists customers_search_text_idx on customers using gin (search_text gin_trgm_ops);
create index if not exists salon_reviews_customer_idx on salon_reviews(customer_id);
create index if not exists salon_reviews_status_created_idx on salon_reviews(status, created_at desc);

-- A salon's current subscription (active first, latest end) and the subscription list.
create index if not exists subscriptions_salon_current_idx on subscriptions(salon_id, is_active desc, end_date desc);
create index if not exists subscriptions_created_idx on subscriptions(created_at desc);
create index if not exists subscriptions_plan_idx on subscriptions(plan_id);
-- The figures: active subscriptions by end date (expired = active and ended).
create index if not exists subscriptions_active_end_idx on subscriptions(end_date) where is_active;
create index if not exists salons_active_idx on salons(is_active);

-- ---------------------------------------------------------------- review totals
-- One row: how many reviews there are in each state and the sum of approved ratings. Kept by
-- statement-level triggers (one update per statement, not per row), whoever writes reviews.
create table if not exists salon_review_totals (
  id                   boolean primary key default true check (id),
  total                bigint not null default 0 check (total >= 0),
  approved             bigint not null default 0 check (approved >= 0),
  pending              bigint not null default 0 check (pending >= 0),
  rejected             bigint not null default 0 check (rejected >= 0),
  approved_rating_sum  bigint not null default 0 check (approved_rating_sum >= 0)
);
alter table salon_review_totals enable row level security;

insert into salon_review_totals (id, total, approved, pending, rejected, approved_rating_sum)
select true, count(*), count(*) filter (where approved), count(*) filter (where approved is null),
       count(*) filter (where approved = false), coalesce(sum(rating) filter (where approved), 0)
from salon_reviews
on conflict (id) do nothing;

create or replace function salon_review_totals_apply() returns trigger
language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update salon_review_totals t set
      total = t.total - d.total, approved = t.approved - d.approved, pending = t.pending - d.pending,
      rejected = t.rejected - d.rejected, approved_rating_sum = t.approved_rating_sum - d.rating_sum
    from (select count(*) as total, count(*) filter (where approved) as approved,
                 count(*) filter (where approved is null) as pending, count(*) filter (where approved = false) as rejected,
                 coalesce(sum(rating) filter (where approved), 0) as rating_sum
          from old_rows) d
    where t.id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update salon_review_totals t set
      total = t.total + d.total, approved = t.approved + d.approved, pending = t.pending + d.pending,
      rejected = t.rejected + d.rejected, approved_rating_sum = t.approved_rating_sum + d.rating_sum
    from (select count(*) as total, count(*) filter (where approved) as approved,
                 count(*) filter (where approved is null) as pending, count(*) filter (where approved = false) as rejected,
                 coalesce(sum(rating) filter (where approved), 0) as rating_sum
          from new_rows) d
    where t.id;
  end if;
  return null;
end $$;

create or replace function salon_review_totals_reset() returns trigger
language plpgsql as $$
begin
  update salon_review_totals set total = 0, approved = 0, pending = 0, rejected = 0, approved_rating_sum = 0 where id;
  return null;
end $$;

drop trigger if exists salon_review_totals_insert on salon_reviews;
drop trigger if exists salon_review_totals_update on salon_reviews;
drop trigger if exists salon_review_totals_delete on salon_reviews;
drop trigger if exists salon_review_totals_truncate on salon_reviews;
create trigger salon_review_totals_insert after insert on salon_reviews
  referencing new table as new_rows for each statement execute function salon_review_totals_apply();
create trigger salon_review_totals_update after update on salon_reviews
  referencing old table as old_rows new table as new_rows for each statement execute function salon_review_totals_apply();
create trigger salon_review_totals_delete after delete on salon_reviews
  referencing old table as old_rows for each statement execute function salon_review_totals_apply();
create trigger salon_review_totals_truncate after truncate on salon_reviews
  for each statement execute function salon_review_totals_reset();
