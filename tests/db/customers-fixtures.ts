// Small fixtures shared by the customer, review and appointment database tests.
import type { TestDatabase } from '../support/db';

type Row = Record<string, string>;

export function fixtures(test: () => TestDatabase) {
  const q = (text: string, params: unknown[] = []) => test().conn.query<Row>(text, params);
  let salonSeq = 0;
  return {
    q,
    async salon(name = 'Test Kuaför'): Promise<string> {
      salonSeq += 1;
      const code = `T${String(salonSeq).padStart(5, '0')}`;
      const [{ id }] = await q(`insert into salons (salon_code, name) values ($1, $2) returning id`, [code, name]);
      return id;
    },
    async staff(salonId: string, firstName = 'Ali', lastName = 'Kaya'): Promise<string> {
      const [{ id }] = await q(`insert into staff (salon_id, first_name, last_name) values ($1, $2, $3) returning id`,
        [salonId, firstName, lastName]);
      return id;
    },
    async service(salonId: string, name = 'Saç Kesimi', price = 250): Promise<string> {
      const [{ id }] = await q(`insert into services (salon_id, name, price, duration_minutes) values ($1, $2, $3, 30) returning id`,
        [salonId, name, price]);
      return id;
    },
    async customer(phone: string, firstName = 'Ayşe', lastName = 'Yılmaz', passwordHash: string | null = null): Promise<string> {
      const [{ id }] = await q(`insert into customers (phone, first_name, last_name, password_hash) values ($1, $2, $3, $4) returning id`,
        [phone, firstName, lastName, passwordHash]);
      return id;
    },
    async appointment(a: {
      salonId: string; customerId: string | null; staffId?: string | null; serviceId?: string | null;
      date: string; start: string; end: string; status?: string; amount?: number; notes?: string | null;
    }): Promise<string> {
      const [{ id }] = await q(
        `insert into appointments (salon_id, customer_id, customer_name, customer_phone, staff_id, service_id,
           appointment_date, start_time, end_time, status, total_amount, notes)
         values ($1, $2, 'Ayşe Yılmaz', '05321234567', $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [a.salonId, a.customerId, a.staffId ?? null, a.serviceId ?? null, a.date, a.start, a.end,
          a.status ?? 'scheduled', a.amount ?? 0, a.notes ?? null]);
      return id;
    },
  };
}
