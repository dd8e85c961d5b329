-- Budgets on anonymous writes (lib/limits/budgets.ts) count in the same shared table as the
-- sign-in limits, under their own scope: identifier is '<budget>:<key parts>', one row per
-- write a budget let through (README "Budgets on anonymous writes").
alter table auth_attempts drop constraint if exists auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('customer', 'admin', 'salon', 'registration', 'registration_check', 'budget'));
