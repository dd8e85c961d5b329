// Shared data for registration tests: a city with a district, the three default plans.
import type { Connection } from '@/platform/db/connection';
import { hashPassword } from '@/platform/access/password';
import type { CreateSalonInput } from '@/features/registration/server/create-salon';

export interface RegistrationFixture {
  cityId: number;
  districtId: number;
  plans: { trial: { id: string; name: string }; monthly: { id: string; name: string }; yearly: { id: string; name: string } };
  passwordHash: string;
}

export async function createRegistrationFixture(conn: Connection): Promise<RegistrationFixture> {
  await conn.query(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul') on conflict do nothing`);
  const [d] = await conn.query<{ id: number }>(
    `insert into districts (city_id, name, slug) values (34, 'Kadıköy', 'kadikoy')
     on conflict (city_id, name) do update set slug = excluded.slug returning id`);
  const existing = await conn.query<{ id: string; name: string; interval: string }>(`select id, name, interval from subscription_plans`);
  const plans = existing.length > 0 ? existing : await conn.query<{ id: string; name: string; interval: string }>(
    `insert into subscription_plans (name, price, interval) values
       ('14 Günlük Ücretsiz Deneme', 0, 'trial'), ('Aylık Plan', 29.9, 'monthly'), ('Yıllık Plan', 299.9, 'yearly')
     returning id, name, interval`);
  const by = (i: string) => { const p = plans.find((x) => x.interval === i)!; return { id: p.id, name: p.name }; };
  return { cityId: 34, districtId: d.id, plans: { trial: by('trial'), monthly: by('monthly'), yearly: by('yearly') }, passwordHash: await hashPassword('gizli123') };
}

let seq = 0;
/** A complete, valid input; each call gets its own owner values. */
export function salonInput(f: RegistrationFixture, over: { username?: string; email?: string; phone?: string } = {}): CreateSalonInput {
  const n = ++seq;
  const phone = over.phone ?? `0532${String(1000000 + n * 7919).slice(-7)}`;
  return {
    salon: { name: `Işıl Güzellik ${n}`, address: 'Moda Cad. No: 1', cityId: f.cityId, districtId: f.districtId, phone, email: `salon${n}@example.com` },
    owner: {
      username: over.username ?? `sahip${n}`, passwordHash: f.passwordHash, email: over.email ?? `sahip${n}@example.com`,
      firstName: 'Işıl', lastName: 'Çelik', phone,
    },
    plan: { ...f.plans.trial, interval: 'trial' },
  };
}
