-- Issue 33 (review): erasing a customer's records at a salon (KVKK, 'Müşteriyi Sil') gets a right
-- of its own, the new area 'privacy' with its one flag 'delete' (platform/access/panel-rights.ts,
-- 'customer.erase'). It was the customers area's delete flag, which had done nothing before:
-- every role saved with all customers flags would hold an erase that cannot be undone.
--
-- The owner's default role ('admin') keeps what it could do: it gets the right wherever it held
-- that flag, as a new salon's does (platform/access/panel-default-roles.ts). No other role and no
-- user's own permissions get it; the owner grants it on the team screen where it is wanted.
update user_roles
   set permissions = permissions || '{"privacy": {"view": false, "create": false, "edit": false, "delete": true}}'::jsonb
 where name = 'admin'
   and permissions -> 'customers' -> 'delete' = 'true'::jsonb;
