// Drizzle mirror of supabase/migrations (the SQL there is the source of truth and what gets
// deployed), one file per subject. tests/db/migrations.test.ts checks every table and column
// here exists in the migrated database, so the two cannot drift apart silently.
export * from './places';
export * from './salons';
export * from './catalog';
export * from './customers';
export * from './appointments';
export * from './reviews';
export * from './team';
export * from './subscriptions';
export * from './admin';
export * from './content';
export * from './work';
export * from './books';
export * from './privacy';
export * from './sms';
