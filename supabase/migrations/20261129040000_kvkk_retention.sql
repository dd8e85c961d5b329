-- KVKK retention (Law 6698 art. 7 and the Regulation on the Erasure, Destruction or Anonymisation
-- of Personal Data): personal data no longer needed is deleted or anonymised periodically (the
-- Regulation allows at most six months between runs; the job in features/privacy runs daily), and
-- every destruction is recorded and the record kept at least three years (Regulation art. 7).
-- README "KVKK: what we keep and for how long" lists each category and its period.

-- One row per category per run that destroyed something: what (category), how (method), how many
-- rows and the rule applied (detail, never the data itself). The job deletes rows older than
-- three years.
create table if not exists data_destruction_log (
  id         bigserial primary key,
  ran_at     timestamptz not null,
  category   text not null check (length(category) between 1 and 100),
  method     text not null check (method in ('anonymised', 'deleted')),
  row_count  integer not null check (row_count >= 0),
  detail     text check (length(detail) <= 500)
);
create index if not exists data_destruction_log_ran_at_idx on data_destruction_log (ran_at);
alter table data_destruction_log enable row level security;
