-- Issue 28, item 4: a role can limit its users to their own column of the calendar (Fresha's
-- "own calendar" level): they see, book, block, move and change only the appointments of the
-- staff member their user is linked to. On for every salon's 'personel' role, as a new salon's
-- default roles have it (platform/access/panel-default-roles.ts); the owner can turn it off.
alter table user_roles add column if not exists own_calendar_only boolean not null default false;
update user_roles set own_calendar_only = true where name = 'personel';
