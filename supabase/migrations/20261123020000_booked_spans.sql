-- Issue 12. One staff member's live appointments on one day: the slots endpoint's one query
-- (lib/db/booking-data.ts bookedSpansNow), the hottest read of the product. In PL/pgSQL so the
-- plan is made once per database session and reused: planning this small query (and reading
-- the table sizes it needs) cost more than running it, about 40 % of the call on PGlite.
-- The statuses are those that block a slot (lib/booking/constants.ts BUSY_STATUSES, and the
-- appointments_no_overlap constraint). SECURITY INVOKER (the default): through Supabase's API
-- the caller still sees only what row level security lets it see. The table is named with its
-- schema instead of a `set search_path` clause, which would cost a setting change per call.
create or replace function booked_spans(p_staff_id uuid, p_date date)
returns table (start_time time, end_time time)
language plpgsql stable
as $$
begin
  return query
    select a.start_time, a.end_time from public.appointments a
     where a.staff_id = p_staff_id and a.appointment_date = p_date and a.status in ('scheduled', 'confirmed')
     order by a.start_time;
end
$$;
