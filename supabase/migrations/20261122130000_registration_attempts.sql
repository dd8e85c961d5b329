-- Registrations are limited per client address like sign-ins (issue 13): their attempts are
-- counted in auth_attempts under their own scope.
alter table auth_attempts drop constraint auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('customer', 'admin', 'registration'));
