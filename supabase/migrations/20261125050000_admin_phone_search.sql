-- Back-office searches (issue 24 #14): a phone typed as shown ('0 212 557 83 95', '(0532) 123 45
-- 67') finds its row. The query side compares digits (lib/db/admin-search.ts); here the stored
-- side keeps the phone as digits only in the folded search text, so a number saved with spaces or
-- brackets (older rows, imports) is found too. The salon search also matches city and district
-- names through the salons' city_id / district_id, so those get plain indexes (the existing one
-- covers active salons only, the back-office lists passive ones too).
--
-- A generated column's expression cannot be altered before PostgreSQL 17: the column is
-- re-created (dropping it drops its trigram index, re-created below) when it does not hold the
-- digits yet, so applying this file again changes nothing.
do $$
begin
  if not exists (
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'salons' and column_name = 'search_text'
      and generation_expression like '%regexp_replace%'
  ) then
    alter table salons drop column if exists search_text;
    alter table salons add column search_text text generated always as (
      search_fold(name || ' ' || salon_code || ' ' || coalesce(owner_name, '') || ' ' || coalesce(email, '') || ' '
        || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))
    ) stored;
  end if;
  if not exists (
    select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = 'customers' and column_name = 'search_text'
      and generation_expression like '%regexp_replace%'
  ) then
    alter table customers drop column if exists search_text;
    alter table customers add column search_text text generated always as (
      search_fold(first_name || ' ' || last_name || ' ' || regexp_replace(phone, '[^0-9]', '', 'g') || ' ' || coalesce(email, ''))
    ) stored;
  end if;
end $$;

create index if not exists salons_search_text_idx on salons using gin (search_text gin_trgm_ops);
create index if not exists customers_search_text_idx on customers using gin (search_text gin_trgm_ops);
create index if not exists salons_city_idx on salons(city_id);
create index if not exists salons_district_idx on salons(district_id);
