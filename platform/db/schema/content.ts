// The public site's editable content and the contact form's messages. Part of the Drizzle mirror of
// supabase/migrations (platform/db/schema/index.ts says how the two stay equal).
import {
  boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address'),
  workingHours: text('working_hours'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * 'pricing_cards' holds the site's own pricing cards (a JSON list, features/content/server/pricing-cards.ts);
 * 'kvkk_controller' the data controller named in the KVKK notices (features/content/server/kvkk.ts).
 */
export type SiteContentKey =
  | 'logo' | 'hero' | 'features_section' | 'detailed_features_section' | 'pricing_section' | 'pricing_cards' | 'kvkk_controller';

export const siteContent = pgTable('site_content', {
  key: text('key').$type<SiteContentKey>().primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const featureCards = pgTable('feature_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'basic' | 'detailed'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull(),
  isVisible: boolean('is_visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  role: text('role'),
  company: text('company'),
  rating: smallint('rating').notNull().default(5),
  comment: text('comment').notNull(),
  image: text('image'),
  isVisible: boolean('is_visible').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export type ContactMessageStatus = 'new' | 'read' | 'replied' | 'scheduled' | 'archived';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  salonName: text('salon_name'),
  message: text('message'),
  status: text('status').$type<ContactMessageStatus>().notNull().default('new'),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
});
