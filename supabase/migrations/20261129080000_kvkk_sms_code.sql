-- KVKK requests by phone proven by a code sent by SMS (issue 33's leftover, now that issue 32
-- sends texts; README "KVKK: requests"). A request naming a mobile number (05xx) gets the same
-- 6-digit code as an e-mail request, by text: it waits 'unverified' until the code is entered,
-- and its 30 days run from then. A landline cannot receive a text: its request is still open at
-- once, unverified, and the operator calls back. The columns stay as they are; only the rules
-- about who may wait for a code, and who must have proved the contact, change.

alter table kvkk_requests drop constraint if exists kvkk_requests_unverified_is_email;
alter table kvkk_requests drop constraint if exists kvkk_requests_verified;

-- Only an e-mail or a mobile number can wait for a code: a landline gets no text.
alter table kvkk_requests add constraint kvkk_requests_unverified_has_code_channel check (
  status <> 'unverified' or channel = 'email' or contact ~ '^05[0-9]{9}$');

-- A waiting request has proved nothing; an e-mail request past that point proved its address by
-- the code. A phone request may have (a mobile, by the SMS code) or not: a landline's, or a
-- mobile's opened before texts existed, was open at once and is verified by the operator's call.
alter table kvkk_requests add constraint kvkk_requests_verified check (
  case when status = 'unverified' then verified_at is null
       when channel = 'email' then verified_at is not null
       else true end);
