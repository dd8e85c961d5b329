-- Row level security and the hash_password() function.

-- RLS on every table with no policies: the app connects as the table owner (unaffected),
-- while Supabase's public REST API exposes nothing to the anonymous key.
do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t.tablename);
  end loop;
end $$;

-- The mobile app creates owner accounts through this function; bcrypt cost 10 like the web app.
-- search_path includes Supabase's "extensions" schema where pgcrypto lives there.
create or replace function hash_password(password text) returns text
language sql volatile
set search_path = public, extensions
as $$ select crypt(password, gen_salt('bf', 10)) $$;
