-- Issue 28, item 3: a review needs a completed appointment of its author at its salon. The
-- review keeps which one (the moderation screen shows it); the composite key makes sure the
-- appointment is this customer's at this salon, whoever writes the row (this app, the mobile
-- app, an operator in SQL). That it was completed is checked where the review is written
-- (features/reviews/server/reviews.ts). Reviews written before this rule keep a null here
-- when no completed visit came before them: the moderation screen says 'Randevu yok'.
create unique index if not exists appointments_id_customer_salon_key on appointments(id, customer_id, salon_id);

alter table salon_reviews add column if not exists appointment_id uuid;
alter table salon_reviews add constraint salon_reviews_visit_fkey
  foreign key (appointment_id, customer_id, salon_id)
  references appointments(id, customer_id, salon_id) on delete set null (appointment_id);

update salon_reviews r set appointment_id = (
  select a.id from appointments a
  where a.customer_id = r.customer_id and a.salon_id = r.salon_id and a.status = 'completed'
    and (a.appointment_date + a.start_time) at time zone 'Europe/Istanbul' < r.created_at
  order by a.appointment_date desc, a.start_time desc limit 1)
where r.appointment_id is null;
