-- Salon panel, part 3 (issue 23): the salon's one public reply to a review ('Salonun yanıtı').
--
-- A table of its own rather than columns on salon_reviews: the review row is the customer's
-- (their edit resets its approval and stamps its updated_at), and every update of it runs the
-- triggers that recount the salon's rating and the moderation totals. A reply written, edited
-- or removed by the salon touches none of that, so it can never reset the review's approval.
-- The primary key is the review: at most one reply per review. Removing the review (customer,
-- operator, salon deletion) removes its reply.
create table if not exists salon_review_replies (
  review_id   uuid primary key references salon_reviews(id) on delete cascade,
  reply       text not null check (length(reply) between 1 and 1000),
  -- The panel user who last wrote it (kept for the salon; null once that user is deleted).
  replied_by  uuid references users(id) on delete set null,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);

alter table salon_review_replies enable row level security;
