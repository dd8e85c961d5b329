-- Issue 13. Registrations are limited per client address like sign-ins (issue 13): their attempts are
-- counted in auth_attempts under their own scope ('registration_check' is the salon wizard's
-- live availability checks, from the registration migration).
alter table auth_attempts drop constraint if exists auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('customer', 'admin', 'registration', 'registration_check'));

-- The seeded yearly plan's description claimed '%17' while the card's badge computes 16 from
-- the prices (spec §9): the badge is the one figure. Only the untouched seed text is changed.
update subscription_plans
   set description = '12 ay yerine 10 ay ödeyin: yıllık abonelikle tasarruf edin.'
 where description = '12 ay yerine 10 ay ödeyin: yıllık abonelikle yaklaşık %17 tasarruf edin.';
