// Cities and districts (seeded from platform/db/seed/places.ts). Part of the Drizzle mirror of
// supabase/migrations (platform/db/schema/index.ts says how the two stay equal).
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  plateCode: text('plate_code').notNull(),
  slug: text('slug').notNull(),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
});
