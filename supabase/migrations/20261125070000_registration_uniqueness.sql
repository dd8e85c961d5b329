-- Registration wizard (issue 24, item 7): an owner's username is unique whatever its case, so
-- 'SAHIP_Y1' cannot register beside 'sahip_y1' (to a person they are one name). Users added on
-- a salon's team screen stay outside it (unique within their salon only, see
-- 20261125000000_salon_team.sql). The index keeps its name: create-salon.ts reads a violation of
-- users_username_key as the username clash.
--
-- If owners that differ only in case already exist, the case-sensitive index stays and a
-- warning says so: a deploy must not fail on old rows; rename one of them, then re-run.
do $$
begin
  if exists (select 1 from pg_indexes where indexname = 'users_username_key' and indexdef ilike '%lower(%') then
    return;
  end if;
  if exists (select 1 from users where not added_in_panel group by lower(username) having count(*) > 1) then
    raise warning 'users_username_key stays case-sensitive: owners whose usernames differ only in case exist';
    return;
  end if;
  drop index if exists users_username_key;
  create unique index users_username_key on users(lower(username)) where not added_in_panel;
end
$$;
