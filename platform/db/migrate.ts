// Applies supabase/migrations/*.sql in name order, each once, each in its own transaction.
// The same files are what `supabase db push` deploys to a hosted project.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connection } from './connection';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(/* turbopackIgnore: true */ dir).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
}

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(conn: Connection, dir = MIGRATIONS_DIR): Promise<string[]> {
  await conn.execScript(`
    create table if not exists app_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
    alter table app_migrations enable row level security;`);
  const done = new Set(
    (await conn.query<{ name: string }>('select name from app_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    // The folder is known (MIGRATIONS_DIR, traced as such); without the hint the bundler
    // cannot tell where `dir` points and traces the whole project.
    const body = readFileSync(path.join(/* turbopackIgnore: true */ dir, file), 'utf8');
    const escaped = file.replace(/'/g, "''");
    await conn.execScript(`${body}\n;insert into app_migrations(name) values ('${escaped}');`);
    applied.push(file);
  }
  return applied;
}
