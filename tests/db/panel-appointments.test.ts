// The salon's calendar on a real database (issue 21): status changes under the rules of
// features/appointments/rules/status.ts with a frozen clock, cancellation with a reason and its e-mail, moves
// (clash named, across staff, working windows, 5-minute starts), the salon's own bookings,
// blocked time in the booking transaction, 50 writers racing for one slot, and another
// salon's ids refused by every function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelAppointmentByManageToken, createAppointment, findAppointmentByManageToken, SLOT_TAKEN_MESSAGE,
} from '@/features/appointments/server/appointments';
import { cancelOwnAppointment, listCustomerAppointments } from '@/features/appointments/server/customer-appointments';
import { loadBookingDay } from '@/features/booking/server/booking-data';
import { useConnectionForTests } from '@/platform/db';
import {
  changeAppointmentStatus, createSalonAppointment, loadAppointmentDetail, moveAppointment,
} from '@/features/appointments/server/panel-appointments';
import { createBlock, removeBlock } from '@/features/appointments/server/blocks';
import { TRANSITION_REFUSALS, TRANSITIONS, type AppointmentStatus, type SalonTransition } from '@/features/appointments/rules/status';
import { addDaysToDate, istanbulToInstant } from '@/platform/time/istanbul';
import { createAppointmentSchema } from '@/features/appointments/schema';
import { createSalonAppointmentSchema } from '@/features/appointments/schema.panel';
import { createBookingFixture, type BookingFixture } from '../http/appointments-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const STATUSES: AppointmentStatus[] = ['scheduled', 'confirmed', 'pending', 'cancelled', 'completed', 'no_show'];
const TRANSITION_NAMES: SalonTransition[] = ['confirm', 'complete', 'no_show', 'cancel', 'reopen'];
const ALLOWED: Record<AppointmentStatus, { before: SalonTransition[]; after: SalonTransition[] }> = {
  scheduled: { before: ['confirm', 'cancel'], after: ['confirm', 'complete', 'no_show', 'cancel'] },
  confirmed: { before: ['cancel'], after: ['complete', 'no_show', 'cancel'] },
  pending: { before: ['cancel'], after: ['cancel'] },
  cancelled: { before: [], after: [] },
  // 'Geri Al' on the appointment's own day (both moments below are on it).
  completed: { before: ['reopen'], after: ['reopen'] },
  no_show: { before: ['reopen'], after: ['reopen'] },
};

describe.each(databaseKinds)('salon calendar on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let dayOffset = 20;
  /** A fresh future date for each scenario, so scenarios never meet. */
  const freshDate = () => addDaysToDate(f.today, dayOffset++);
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => test.conn.query<T>(sql, params);

  interface Row {
    status?: AppointmentStatus; date: string; start: string; end?: string | null; staffId?: string; serviceId?: string;
    name?: string; phone?: string; email?: string | null; salonId?: string;
  }
  const insert = async (r: Row) => (await q<{ id: string }>(
    `insert into appointments (salon_id, customer_name, customer_phone, customer_email, staff_id, service_id, appointment_date,
       start_time, end_time, status, total_amount, total_duration)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 300, 30) returning id`,
    [r.salonId ?? f.salon, r.name ?? 'Can Öztürk', r.phone ?? '05327654321', r.email ?? null, r.staffId ?? f.staff.ayse,
      r.serviceId ?? f.service.manicure, r.date, r.start, r.end === undefined ? addMinutes(r.start, 30) : r.end, r.status ?? 'scheduled']))[0].id;
  const addMinutes = (time: string, minutes: number) => {
    const [h, m] = time.split(':').map(Number);
    const total = h * 60 + m + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const rowOf = async (id: string) => (await q<{
    status: string; staff_id: string; appointment_date: string; start_time: string; end_time: string;
    cancelled_by: string | null; cancel_reason: string | null; cancelled_at: Date | null; total_duration: number; total_amount: string;
  }>(`select status, staff_id, appointment_date::text, start_time::text, end_time::text, cancelled_by, cancel_reason, cancelled_at,
        total_duration, total_amount from appointments where id = $1`, [id]))[0];
  const outbox = (ref: string) => q<{ kind: string; to_email: string; subject: string; body: string; attachments: unknown }>(
    `select kind, to_email, subject, body, attachments from email_outbox where reference_id = $1 order by created_at`, [ref]);
  const salonInput = (over: Record<string, unknown> = {}) => createSalonAppointmentSchema.parse({
    customerPhone: '0532 111 22 33', customerName: 'Selin Yurt', customerEmail: '', serviceId: f.service.manicure,
    staffId: f.staff.ayse, date: f.plainDay, startTime: '10:00', notes: '', ...over,
  });
  const onlineInput = (over: Record<string, unknown> = {}) => createAppointmentSchema.parse({
    salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date: f.plainDay, startTime: '10:00',
    customerName: 'Online Müşteri', customerPhone: '05320000099', customerEmail: '', notes: '', ...over,
  });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  describe('status changes', () => {
    it('allows and refuses every transition from every status, before and after the start (frozen clock)', async () => {
      for (const status of STATUSES) {
        for (const transition of TRANSITION_NAMES) {
          for (const moment of ['before', 'after'] as const) {
            const date = freshDate();
            const id = await insert({ status, date, start: '10:00', email: null });
            const now = moment === 'before' ? istanbulToInstant(date, '09:59') : istanbulToInstant(date, '10:00');
            const result = await changeAppointmentStatus(f.salon, id, transition, { reason: 'Personel hastalandı' }, now);
            const label = `${status} → ${transition} ${moment}`;
            if (ALLOWED[status][moment].includes(transition)) {
              expect([label, result.ok]).toEqual([label, true]);
              expect((await rowOf(id)).status).toBe(TRANSITIONS[transition].to);
            } else {
              const reason = TRANSITIONS[transition].from.includes(status) ? 'not_started' : 'not_allowed';
              expect([label, result]).toEqual([label, { ok: false, error: TRANSITION_REFUSALS[reason], fieldErrors: undefined, status: 409 }]);
              expect((await rowOf(id)).status).toBe(status);
            }
          }
        }
      }
    });

    it('answers with the new state and the transitions left', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '11:00' });
      const confirmed = await changeAppointmentStatus(f.salon, id, 'confirm', {}, istanbulToInstant(date, '08:00'));
      expect(confirmed).toMatchObject({ ok: true, message: 'Randevu onaylandı', data: { id, status: 'confirmed', transitions: ['cancel'], movable: true } });
      const completed = await changeAppointmentStatus(f.salon, id, 'complete', {}, istanbulToInstant(date, '11:30'));
      expect(completed).toMatchObject({ ok: true, data: { status: 'completed', transitions: ['reopen'], movable: false } });
    });

    it('undoes a completed or no-show mark on its own day only, and logs every change with who made it (issue 28)', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '11:00', name: 'Geri Alınan' });
      const [{ id: actor }] = await q<{ id: string }>(
        `insert into users (username, password_hash, first_name, last_name, salon_id) values ('gerialan', 'x', 'Ece', 'Kasa', $1) returning id`, [f.salon]);
      expect((await changeAppointmentStatus(f.salon, id, 'no_show', { actorId: actor }, istanbulToInstant(date, '11:20'))).ok).toBe(true);
      const undone = await changeAppointmentStatus(f.salon, id, 'reopen', { actorId: actor }, istanbulToInstant(date, '18:00'));
      expect(undone).toMatchObject({ ok: true, data: { status: 'confirmed' } });
      expect((await changeAppointmentStatus(f.salon, id, 'complete', { actorId: actor }, istanbulToInstant(date, '18:01'))).ok).toBe(true);
      // The next day the mark stands.
      const late = await changeAppointmentStatus(f.salon, id, 'reopen', { actorId: actor }, istanbulToInstant(addDaysToDate(date, 1), '09:00'));
      expect(late).toEqual({ ok: false, error: TRANSITION_REFUSALS.not_today, fieldErrors: undefined, status: 409 });
      expect((await rowOf(id)).status).toBe('completed');
      const log = await q<{ action: string; description: string; user_id: string }>(
        `select action, description, user_id from salon_activity_logs where target = $1 order by created_at, action`, [id]);
      expect(log.map((l) => l.action).sort()).toEqual(['APPOINTMENT_COMPLETE', 'APPOINTMENT_NO_SHOW', 'APPOINTMENT_REOPEN']);
      expect(log.every((l) => l.user_id === actor)).toBe(true);
      expect(log.find((l) => l.action === 'APPOINTMENT_NO_SHOW')?.description).toBe(`Müşteri gelmedi: Geri Alınan · ${date.split('-').reverse().join('.')} 11:00`);
    });

    it('cancels with the salon’s reason, records who and when, and queues the customer’s e-mail with the reason', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '12:00', email: 'musteri@example.com', name: 'Elif Şahin' });
      const now = istanbulToInstant(date, '08:00');
      const result = await changeAppointmentStatus(f.salon, id, 'cancel', { reason: '  Personelimiz rahatsızlandı  ' }, now);
      expect(result).toMatchObject({ ok: true, data: { status: 'cancelled', cancelledBy: 'salon', cancelReason: 'Personelimiz rahatsızlandı' } });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'cancelled', cancelled_by: 'salon', cancel_reason: 'Personelimiz rahatsızlandı' });
      expect(new Date(row.cancelled_at!).getTime()).toBe(now.getTime());
      const mails = await outbox(id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'booking_cancellation', to_email: 'musteri@example.com' });
      expect(mails[0].body).toContain('İptal nedeni: Personelimiz rahatsızlandı');
      expect(mails[0].subject).toContain('Randevunuz salon tarafından iptal edildi');
      // The slot is free again.
      const day = await loadBookingDay({ salonId: f.salon, staffId: f.staff.ayse, date });
      expect(day.ok && day.booked).toEqual([]);
    });

    it('refuses a cancellation without a reason or with a too long one, and writes nothing', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '12:00', email: 'musteri@example.com' });
      for (const reason of [undefined, '', '   ', 'x'.repeat(301), 'a\u0000b']) {
        const result = await changeAppointmentStatus(f.salon, id, 'cancel', { reason }, istanbulToInstant(date, '08:00'));
        expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { reason: expect.any(String) } });
      }
      expect((await rowOf(id)).status).toBe('scheduled');
      expect(await outbox(id)).toEqual([]);
      expect((await changeAppointmentStatus(f.salon, id, 'cancel', { reason: 'x'.repeat(300) }, istanbulToInstant(date, '08:00'))).ok).toBe(true);
    });

    it('queues no mail when the customer left no address', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '12:00', email: null });
      expect((await changeAppointmentStatus(f.salon, id, 'cancel', { reason: 'Kapalıyız' }, istanbulToInstant(date, '08:00'))).ok).toBe(true);
      expect(await outbox(id)).toEqual([]);
    });
  });

  describe('the detail sheet', () => {
    it('shows the appointment, what may be done now and the customer’s history here by phone', async () => {
      const date = freshDate();
      const phone = '05429998877';
      const past = addDaysToDate(f.today, -30);
      await insert({ date: past, start: '10:00', status: 'completed', phone });
      await insert({ date: addDaysToDate(past, 7), start: '10:00', status: 'completed', phone });
      await insert({ date: addDaysToDate(past, 14), start: '10:00', status: 'no_show', phone });
      await insert({ date: addDaysToDate(past, 15), start: '10:00', status: 'cancelled', phone });
      // Another salon's visits of the same phone are not this salon's business.
      await insert({ date: past, start: '10:00', status: 'completed', phone, salonId: f.otherSalon, staffId: f.staff.other, serviceId: f.service.otherSalonService });
      const id = await insert({ date, start: '14:00', end: '14:45', phone, name: 'Merve Ak', email: 'merve@example.com', serviceId: f.service.haircut });
      const result = await loadAppointmentDetail(f.salon, id, istanbulToInstant(date, '14:00'));
      expect(result).toEqual({
        ok: true,
        data: {
          id, status: 'scheduled', source: 'online', date, startTime: '14:00', endTime: '14:45', durationMinutes: 45,
          customerId: null, customerName: 'Merve Ak', customerPhone: phone, customerEmail: 'merve@example.com',
          serviceId: f.service.haircut, serviceName: 'Saç Kesimi', staffId: f.staff.ayse, staffName: 'Ayşe Test',
          price: 300, notes: null, cancelReason: null, cancelledBy: null, cancelledAt: null, createdAt: expect.any(String),
          transitions: ['confirm', 'complete', 'no_show', 'cancel'], movable: true,
          history: { completed: 2, noShow: 1, lastVisit: addDaysToDate(past, 7) },
        },
      });
      const fresh = await loadAppointmentDetail(f.salon, id, istanbulToInstant(date, '13:59'));
      expect(fresh.ok && fresh.data.transitions).toEqual(['confirm', 'cancel']);
    });

    it('never commits a write whose answer could not be read, so a retry cannot double it (issue 28)', async () => {
      const id = await insert({ date: freshDate(), start: '11:00' });
      // The sheet reads the customers table, the confirmation writes only the appointment: with
      // the table away the write succeeds and the read fails, as after a database restart.
      await q('alter table customers rename to customers_away');
      try {
        await expect(changeAppointmentStatus(f.salon, id, 'confirm')).rejects.toThrow();
      } finally {
        await q('alter table customers_away rename to customers');
      }
      expect(await rowOf(id)).toMatchObject({ status: 'scheduled' });
      expect(await changeAppointmentStatus(f.salon, id, 'confirm')).toMatchObject({ ok: true, data: { id, status: 'confirmed' } });
    });

    it('has no history for a first-time customer', async () => {
      const id = await insert({ date: freshDate(), start: '10:00', phone: '05001234567' });
      const result = await loadAppointmentDetail(f.salon, id);
      expect(result.ok && result.data.history).toEqual({ completed: 0, noShow: 0, lastVisit: null });
    });
  });

  describe('moves', () => {
    it('refuses a move onto another live appointment, naming it, and onto a block', async () => {
      const date = freshDate();
      await insert({ date, start: '10:00', end: '10:45', name: 'Zeynep Ak' });
      const id = await insert({ date, start: '12:00', name: 'Can Öztürk' });
      const clash = await moveAppointment(f.salon, id, { date, startTime: '10:30', staffId: f.staff.ayse });
      expect(clash).toEqual({ ok: false, status: 409, error: 'Bu saatte Zeynep Ak (10:00–10:45) randevusu var.', fieldErrors: undefined });
      expect(await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '15:00', endTime: '16:00', reason: 'Öğle arası' })).toMatchObject({ ok: true });
      const onBlock = await moveAppointment(f.salon, id, { date, startTime: '15:30', staffId: f.staff.ayse });
      expect(onBlock).toMatchObject({ ok: false, status: 409, error: 'Bu saat kapatılmış: Öğle arası (15:00–16:00).' });
      expect(await rowOf(id)).toMatchObject({ appointment_date: date, start_time: '12:00:00' });
      // A cancelled appointment holds nothing.
      await insert({ date, start: '16:00', status: 'cancelled', name: 'İptal Eden' });
      expect((await moveAppointment(f.salon, id, { date, startTime: '16:00', staffId: f.staff.ayse })).ok).toBe(true);
    });

    it('accepts any 5-minute start inside the staff member’s hours, but not off the step, outside hours or in the past', async () => {
      const date = freshDate();
      const id = await insert({ date, start: '10:00' });
      const moved = await moveAppointment(f.salon, id, { date, startTime: '11:05', staffId: f.staff.ayse });
      expect(moved).toMatchObject({ ok: true, message: 'Randevu taşındı', data: { startTime: '11:05', endTime: '11:35' } });
      expect(await rowOf(id)).toMatchObject({ start_time: '11:05:00', end_time: '11:35:00', total_duration: 30 });
      expect(await moveAppointment(f.salon, id, { date, startTime: '11:07', staffId: f.staff.ayse }))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { startTime: 'Saat 5 dakikalık adımlarla seçilmelidir' } });
      for (const startTime of ['08:30', '17:45']) { // before opening; a 30-minute service past 18:00
        expect(await moveAppointment(f.salon, id, { date, startTime, staffId: f.staff.ayse }))
          .toMatchObject({ ok: false, status: 400, error: 'Randevu personelin çalışma saatleri içinde kalmalı (09:00–18:00).' });
      }
      const now = istanbulToInstant(date, '13:00');
      expect(await moveAppointment(f.salon, id, { date, startTime: '12:55', staffId: f.staff.ayse }, now))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { startTime: 'Seçilen saat geçti. Lütfen başka bir saat seçin.' } });
      expect(await moveAppointment(f.salon, id, { date: addDaysToDate(date, -1), startTime: '14:00', staffId: f.staff.ayse }, now))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { date: 'Geçmiş bir tarih için randevu yazılamaz.' } });
      expect((await moveAppointment(f.salon, id, { date, startTime: '13:00', staffId: f.staff.ayse }, now)).ok).toBe(true);
    });

    it('moves across staff to someone who gives the service, with the service’s duration on the new day', async () => {
      const date = freshDate();
      const manicure = await insert({ date, start: '10:00', email: 'tasima@example.com' });
      const moved = await moveAppointment(f.salon, manicure, { date, startTime: '10:00', staffId: f.staff.mehmet });
      expect(moved).toMatchObject({ ok: true, data: { staffId: f.staff.mehmet, staffName: 'Mehmet Test', startTime: '10:00', endTime: '10:30' } });
      expect((await rowOf(manicure)).staff_id).toBe(f.staff.mehmet);
      const mails = await outbox(manicure);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain('Randevunuzun saati değişti');
      expect(mails[0].body).toContain('Personel: Mehmet Test');

      // Mehmet does not give haircuts.
      const haircut = await insert({ date, start: '12:00', end: '12:45', serviceId: f.service.haircut });
      expect(await moveAppointment(f.salon, haircut, { date, startTime: '12:00', staffId: f.staff.mehmet }))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { staffId: 'Seçilen personel bu hizmeti vermiyor. Lütfen başka bir personel seçin.' } });
      // An inactive staff member is not offered.
      expect(await moveAppointment(f.salon, haircut, { date, startTime: '12:00', staffId: f.staff.retired }))
        .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
      // To the long day the haircut lasts 90 minutes; the price stays.
      const long = await moveAppointment(f.salon, haircut, { date: f.longDay, startTime: '15:00', staffId: f.staff.ayse });
      expect(long).toMatchObject({ ok: true, data: { date: f.longDay, startTime: '15:00', endTime: '16:30', durationMinutes: 90, price: 300 } });
    });

    it('moves only scheduled and confirmed appointments', async () => {
      for (const status of ['pending', 'cancelled', 'completed', 'no_show'] as const) {
        const date = freshDate();
        const id = await insert({ date, start: '10:00', status });
        expect(await moveAppointment(f.salon, id, { date, startTime: '11:00', staffId: f.staff.ayse }))
          .toMatchObject({ ok: false, status: 409, error: TRANSITION_REFUSALS.not_allowed });
      }
    });

    it('names an appointment from the night before as the exclusion constraint sees it (no end: 60 minutes)', async () => {
      const date = freshDate();
      await q(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time)
               values ($1, 'Gece Müşterisi', '05320000002', $2, $3, '23:30')`, [f.allDaySalon, f.staff.allDay, addDaysToDate(date, -1)]);
      const id = await insert({ salonId: f.allDaySalon, staffId: f.staff.allDay, serviceId: f.service.allDay, date, start: '05:00' });
      expect(await moveAppointment(f.allDaySalon, id, { date, startTime: '00:00', staffId: f.staff.allDay }))
        .toMatchObject({ ok: false, status: 409, error: 'Bu saatte Gece Müşterisi (23:30–00:30) randevusu var.' });
    });
  });

  describe('bookings the salon writes', () => {
    it('links an existing customer by phone, else writes a guest; source salon, confirmed, duration from the service', async () => {
      const date = f.longDay;
      const linked = await createSalonAppointment(f.salon, salonInput({ customerPhone: '0555 111 22 33', customerName: 'Derya', serviceId: f.service.haircut, date, startTime: '09:05' }));
      expect(linked).toMatchObject({
        ok: true, message: 'Randevu oluşturuldu',
        data: { customerId: f.customer.id, customerName: 'Derya Kaya', source: 'salon', status: 'confirmed', startTime: '09:05', endTime: '10:35', durationMinutes: 90, price: 450 },
      });
      const guest = await createSalonAppointment(f.salon, salonInput({ date, startTime: '11:00', notes: 'Telefonla aradı' }));
      expect(guest).toMatchObject({ ok: true, data: { customerId: null, customerName: 'Selin Yurt', customerPhone: '05321112233', notes: 'Telefonla aradı', endTime: '11:30' } });
      // No address given: no mail, even for the linked customer who has one.
      expect(await outbox((linked as { data: { id: string } }).data.id)).toEqual([]);
      expect(await outbox((guest as { data: { id: string } }).data.id)).toEqual([]);
    });

    it('sends the normal confirmation with a private link when an address is given', async () => {
      const result = await createSalonAppointment(f.salon, salonInput({ customerEmail: 'Yeni@Example.com', date: freshDate(), startTime: '14:00' }));
      expect(result.ok).toBe(true);
      const id = (result as { data: { id: string } }).data.id;
      const [mail] = await outbox(id);
      expect(mail).toMatchObject({ kind: 'booking_confirmation', to_email: 'yeni@example.com' });
      expect(mail.body).toContain('randevunuz oluşturuldu ve salon tarafından onaylandı');
      const token = /\/randevu\/yonet\/([0-9a-f]{64})/.exec(mail.body)?.[1];
      expect(token).toBeDefined();
      const [row] = await q<{ n: number }>(`select count(*)::int as n from appointments where id = $1 and manage_token_hash is not null`, [id]);
      expect(row.n).toBe(1);
    });

    it('records a visit earlier today, never on a past day, and refuses a clash naming it (issue 28)', async () => {
      const date = freshDate();
      const now = istanbulToInstant(date, '16:10');
      expect((await createSalonAppointment(f.salon, salonInput({ date, startTime: '10:00' }), now)).ok).toBe(true);
      // A visit that already happened this morning: written, so checkout can bill it.
      expect((await createSalonAppointment(f.salon, salonInput({ date, startTime: '09:00', staffId: f.staff.mehmet }), now)).ok).toBe(true);
      // Any time of yesterday is past.
      expect(await createSalonAppointment(f.salon, salonInput({ date: addDaysToDate(date, -1), startTime: '17:00' }), now))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { date: 'Geçmiş bir tarih için randevu yazılamaz.' } });
      expect(await createSalonAppointment(f.salon, salonInput({ date, startTime: '10:15', customerName: 'Başka Biri' }), now))
        .toMatchObject({ ok: false, status: 409, error: 'Bu saatte Selin Yurt (10:00–10:30) randevusu var.' });
    });

    it('writes a walk-in outside the staff member\'s hours only once the salon confirms it (issue 28)', async () => {
      const date = freshDate();
      const refused = await createSalonAppointment(f.salon, salonInput({ date, startTime: '18:30' }));
      expect(refused).toMatchObject({ ok: false, status: 400 });
      expect(!refused.ok && refused.fieldErrors?.startTime).toBe(
        "Randevu personelin çalışma saatleri içinde kalmalı (09:00–18:00). Yine de kaydetmek için 'Çalışma saatleri dışında kaydet' kutusunu işaretleyin.");
      const written = await createSalonAppointment(f.salon, salonInput({ date, startTime: '18:30', outsideHours: true }));
      expect(written).toMatchObject({ ok: true, data: { startTime: '18:30', endTime: '19:00', status: 'confirmed' } });
      // Confirmed or not, a clash is still a clash and a past day still past.
      expect(await createSalonAppointment(f.salon, salonInput({ date, startTime: '18:45', outsideHours: true, customerName: 'Başka Biri' })))
        .toMatchObject({ ok: false, status: 409 });
      expect(await createSalonAppointment(f.salon, salonInput({ date: addDaysToDate(f.today, -1), startTime: '18:30', outsideHours: true })))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { date: 'Geçmiş bir tarih için randevu yazılamaz.' } });
    });

    it('refuses a staff member who does not give the service, an unknown service and a closed window', async () => {
      const date = freshDate();
      expect(await createSalonAppointment(f.salon, salonInput({ date, staffId: f.staff.mehmet, serviceId: f.service.haircut })))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { staffId: expect.any(String) } });
      expect(await createSalonAppointment(f.salon, salonInput({ date, serviceId: f.service.retiredService })))
        .toMatchObject({ ok: false, status: 404, error: 'Hizmet bulunamadı' });
      expect(await createSalonAppointment(f.salon, salonInput({ date, startTime: '18:00' })))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { startTime: expect.stringContaining('çalışma saatleri') } });
    });
  });

  describe('blocked time', () => {
    it('takes the slots away from online booking (loadBookingDay and createAppointment)', async () => {
      const date = addDaysToDate(f.plainDay, 1);
      const block = await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '12:00', endTime: '13:00', reason: null });
      expect(block).toEqual({
        ok: true, message: 'Saat kapatıldı',
        data: { id: expect.any(String), staffId: f.staff.ayse, date, startTime: '12:00', endTime: '13:00', reason: null },
      });
      const day = await loadBookingDay({ salonId: f.salon, staffId: f.staff.ayse, serviceId: f.service.manicure, date });
      expect(day.ok && day.booked).toEqual([{ startTime: '12:00:00', endTime: '13:00:00' }]);
      for (const [startTime, serviceId] of [['11:30', f.service.haircut], ['12:00', f.service.manicure], ['12:30', f.service.manicure]]) {
        expect(await createAppointment(onlineInput({ date, startTime, serviceId }), { customerId: null, now: new Date() }))
          .toEqual({ ok: false, status: 409, error: SLOT_TAKEN_MESSAGE });
      }
      expect((await createAppointment(onlineInput({ date, startTime: '11:30' }), { customerId: null, now: new Date() })).ok).toBe(true);
      expect((await createAppointment(onlineInput({ date, startTime: '13:00' }), { customerId: null, now: new Date() })).ok).toBe(true);
      // The slots endpoint's function sees it too.
      expect(await q(`select start_time::text, end_time::text from booked_spans($1, $2)`, [f.staff.ayse, date]))
        .toEqual([
          { start_time: '11:30:00', end_time: '12:00:00' }, { start_time: '12:00:00', end_time: '13:00:00' }, { start_time: '13:00:00', end_time: '13:30:00' },
        ]);
      // The salon's own booking is refused with the block named; removing it frees the time.
      expect(await createSalonAppointment(f.salon, salonInput({ date, startTime: '12:10' })))
        .toMatchObject({ ok: false, status: 409, error: 'Bu saat kapatılmış (12:00–13:00).' });
      const id = (block as { data: { id: string } }).data.id;
      expect(await removeBlock(f.salon, id)).toEqual({ ok: true, data: { id }, message: 'Kapatılan saat kaldırıldı' });
      expect(await removeBlock(f.salon, id)).toMatchObject({ ok: false, status: 404 });
      expect((await createAppointment(onlineInput({ date, startTime: '12:00' }), { customerId: null, now: new Date() })).ok).toBe(true);
    });

    it('cannot overlap a live appointment or another block, naming it', async () => {
      const date = freshDate();
      await insert({ date, start: '10:00', end: '10:45', name: 'Zeynep Ak' });
      await insert({ date, start: '14:00', status: 'cancelled', name: 'İptal' });
      expect(await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '10:30', endTime: '11:30', reason: 'Mola' }))
        .toMatchObject({ ok: false, status: 409, error: 'Bu saatte Zeynep Ak (10:00–10:45) randevusu var.' });
      expect((await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '10:45', endTime: '11:30', reason: 'Mola' })).ok).toBe(true);
      expect(await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '11:00', endTime: '12:00', reason: null }))
        .toMatchObject({ ok: false, status: 409, error: 'Bu saat kapatılmış: Mola (10:45–11:30).' });
      expect((await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '14:00', endTime: '15:00', reason: null })).ok).toBe(true);
      // Another staff member's time is theirs.
      expect((await createBlock(f.salon, { staffId: f.staff.mehmet, date, startTime: '10:00', endTime: '11:00', reason: null })).ok).toBe(true);
      expect(await createBlock(f.salon, { staffId: f.staff.ayse, date: addDaysToDate(f.today, -1), startTime: '10:00', endTime: '11:00', reason: null }))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { date: expect.any(String) } });
      expect(await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '16:00', endTime: '16:00', reason: null }))
        .toMatchObject({ ok: false, status: 400, fieldErrors: { endTime: expect.any(String) } });
    });
  });

  describe('50 writers racing for one slot', () => {
    const settle = async <T,>(jobs: (() => Promise<T>)[]) => {
      const results = await Promise.allSettled(jobs.map((job) => job()));
      const thrown = results.filter((r) => r.status === 'rejected');
      expect(thrown).toEqual([]);
      return results.map((r) => (r as PromiseFulfilledResult<T>).value);
    };

    it('lets exactly one of 50 parallel salon bookings through; the rest get 409 naming the winner', async () => {
      const date = freshDate();
      const results = await settle(Array.from({ length: 50 }, (_, i) => () =>
        createSalonAppointment(f.salon, salonInput({ date, startTime: '15:00', customerName: `Müşteri ${i}`, customerPhone: `0532000${String(i).padStart(4, '0')}` }))));
      const winners = results.filter((r) => r.ok);
      expect(winners).toHaveLength(1);
      const winner = (winners[0] as { data: { customerName: string } }).data.customerName;
      const losers = results.filter((r) => !r.ok);
      expect(losers.every((r) => !r.ok && r.status === 409 && r.error === `Bu saatte ${winner} (15:00–15:30) randevusu var.`)).toBe(true);
      expect(await q(`select id from appointments where staff_id = $1 and appointment_date = $2`, [f.staff.ayse, date])).toHaveLength(1);
    });

    it('lets exactly one of 50 parallel moves, salon bookings and online bookings for one slot through', async () => {
      const target = freshDate();
      // 20 appointments of Ayşe on other days, all to be moved to Mehmet's 11:00.
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push(await insert({ date: freshDate(), start: '10:00', name: `Taşınan ${i}` }));
      const jobs: (() => Promise<{ ok: boolean; status?: number }>)[] = [
        ...ids.map((id) => () => moveAppointment(f.salon, id, { date: target, startTime: '11:00', staffId: f.staff.mehmet })),
        ...Array.from({ length: 20 }, (_, i) => () =>
          createSalonAppointment(f.salon, salonInput({ date: target, startTime: '11:00', staffId: f.staff.mehmet, customerName: `Salon ${i}` }))),
        ...Array.from({ length: 10 }, () => () =>
          createAppointment(onlineInput({ date: target, startTime: '11:00', staffId: f.staff.mehmet }), { customerId: null, now: new Date() })),
      ];
      // Interleave the kinds so they really race.
      const order = jobs.map((job, i) => ({ job, key: (i * 37) % jobs.length })).sort((a, b) => a.key - b.key).map((x) => x.job);
      const results = await settle(order);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => r.status)).toEqual(Array(49).fill(409));
      expect(await q(`select id from appointments where staff_id = $1 and appointment_date = $2 and status in ('scheduled', 'confirmed')`,
        [f.staff.mehmet, target])).toHaveLength(1);
    });

    it('lets exactly one of 50 parallel moves of different appointments into one slot through', async () => {
      const target = freshDate();
      dayOffset += 26; // the next 25 days hold the appointments below
      const ids: string[] = [];
      for (let i = 0; i < 50; i++) ids.push(await insert({ date: addDaysToDate(target, 1 + (i % 25)), start: i < 25 ? '10:00' : '14:00', name: `Kişi ${i}` }));
      const results = await settle(ids.map((id) => () => moveAppointment(f.salon, id, { date: target, startTime: '16:00', staffId: f.staff.ayse })));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.status === 409 && /^Bu saatte Kişi \d+ \(16:00–16:30\) randevusu var\.$/.test(r.error))).toHaveLength(49);
    });
  });

  describe('what only the exclusion constraint sees', () => {
    // A row our salon-scoped checks cannot see (another client wrote Ayşe's time under another
    // salon's id): the constraint refuses the write, and the answer is a 409, never a 500.
    it('answers a move and a salon booking refused by appointments_no_overlap with 409', async () => {
      const date = freshDate();
      await insert({ date, start: '15:00', end: '16:00', salonId: f.otherSalon, name: 'Görünmeyen' });
      const id = await insert({ date, start: '10:00' });
      expect(await moveAppointment(f.salon, id, { date, startTime: '15:30', staffId: f.staff.ayse }))
        .toEqual({ ok: false, status: 409, error: 'Bu saatte başka bir randevu var.', fieldErrors: undefined });
      expect(await createSalonAppointment(f.salon, salonInput({ date, startTime: '15:00' })))
        .toEqual({ ok: false, status: 409, error: 'Bu saatte başka bir randevu var.', fieldErrors: undefined });
      expect(await rowOf(id)).toMatchObject({ start_time: '10:00:00' });
    });
  });

  describe('the customer side', () => {
    it('shows the salon’s cancellation with its reason on the manage link and in the customer’s list', async () => {
      const created = await createAppointment(onlineInput({ date: addDaysToDate(f.plainDay, 2), startTime: '14:00' }),
        { customerId: f.customer.id, now: new Date() });
      if (!created.ok) throw new Error(created.error);
      const id = created.appointment.id;
      expect(await findAppointmentByManageToken(created.manageToken)).toMatchObject({ source: 'online', cancelledBy: null, cancelReason: null, hasManageLink: true });
      expect((await changeAppointmentStatus(f.salon, id, 'cancel', { reason: 'Salonumuz o gün kapalı' })).ok).toBe(true);
      expect(await findAppointmentByManageToken(created.manageToken))
        .toMatchObject({ status: 'cancelled', cancelledBy: 'salon', cancelReason: 'Salonumuz o gün kapalı', canCancel: false });
      const listed = (await listCustomerAppointments(f.customer.id)).find((a) => a.id === id);
      expect(listed).toMatchObject({ status: 'cancelled', cancelledBy: 'salon', cancelReason: 'Salonumuz o gün kapalı', cancellable: false });
    });

    it('records the customer’s own cancellations as theirs, with the time (manage link and signed in)', async () => {
      const date = addDaysToDate(f.plainDay, 3);
      const guest = await createAppointment(onlineInput({ date, startTime: '10:00' }), { customerId: null, now: new Date() });
      const own = await createAppointment(onlineInput({ date, startTime: '11:00' }), { customerId: f.customer.id, now: new Date() });
      if (!guest.ok || !own.ok) throw new Error('booking failed');
      const before = Date.now();
      expect(await cancelAppointmentByManageToken(guest.manageToken)).toMatchObject({ ok: true });
      expect(await cancelOwnAppointment(f.customer.id, own.appointment.id)).toMatchObject({ ok: true });
      for (const id of [guest.appointment.id, own.appointment.id]) {
        const row = await rowOf(id);
        expect(row).toMatchObject({ status: 'cancelled', cancelled_by: 'customer', cancel_reason: null });
        expect(new Date(row.cancelled_at!).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      }
      expect(await findAppointmentByManageToken(guest.manageToken)).toMatchObject({ cancelledBy: 'customer', cancelReason: null });
      const listed = (await listCustomerAppointments(f.customer.id)).find((a) => a.id === own.appointment.id);
      expect(listed).toMatchObject({ cancelledBy: 'customer', cancelReason: null });
    });
  });

  describe('another salon’s ids', () => {
    it('are not found by any function, and nothing is written', async () => {
      const date = freshDate();
      const mine = await insert({ date, start: '10:00', email: 'x@example.com' });
      const block = await createBlock(f.salon, { staffId: f.staff.ayse, date, startTime: '15:00', endTime: '16:00', reason: null });
      const blockId = (block as { data: { id: string } }).data.id;
      const theirs = await insert({ date, start: '10:00', salonId: f.otherSalon, staffId: f.staff.other, serviceId: f.service.otherSalonService });
      const other = f.otherSalon;
      const NOT_FOUND = { ok: false, status: 404, error: 'Randevu bulunamadı' };

      expect(await loadAppointmentDetail(other, mine)).toMatchObject(NOT_FOUND);
      for (const t of TRANSITION_NAMES) {
        expect(await changeAppointmentStatus(other, mine, t, { reason: 'Deneme' }, istanbulToInstant(date, '11:00'))).toMatchObject(NOT_FOUND);
      }
      expect(await moveAppointment(other, mine, { date, startTime: '11:00', staffId: f.staff.other })).toMatchObject(NOT_FOUND);
      // Their own appointment onto our staff member, and a booking with our staff and service.
      expect(await moveAppointment(other, theirs, { date, startTime: '11:00', staffId: f.staff.ayse }))
        .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
      expect(await createSalonAppointment(other, salonInput({ date, startTime: '11:00' })))
        .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
      expect(await createSalonAppointment(other, salonInput({ date, startTime: '11:00', staffId: f.staff.other })))
        .toMatchObject({ ok: false, status: 404, error: 'Hizmet bulunamadı' });
      expect(await createBlock(other, { staffId: f.staff.ayse, date, startTime: '12:00', endTime: '13:00', reason: null }))
        .toMatchObject({ ok: false, status: 404, error: 'Personel bulunamadı' });
      expect(await removeBlock(other, blockId)).toMatchObject({ ok: false, status: 404 });
      // Malformed ids are plain "not found", not a database error.
      expect(await loadAppointmentDetail(f.salon, 'nope')).toMatchObject(NOT_FOUND);
      expect(await changeAppointmentStatus(f.salon, 'nope', 'confirm')).toMatchObject(NOT_FOUND);
      expect(await removeBlock(f.salon, 'nope')).toMatchObject({ ok: false, status: 404 });

      expect(await rowOf(mine)).toMatchObject({ status: 'scheduled', staff_id: f.staff.ayse, start_time: '10:00:00', cancelled_by: null });
      expect(await outbox(mine)).toEqual([]);
      expect(await q(`select id from staff_blocks where id = $1`, [blockId])).toHaveLength(1);
      expect(await q(`select id from appointments where salon_id = $1 and appointment_date = $2`, [other, date])).toHaveLength(1);
      expect(await q(`select id from staff_blocks where salon_id = $1`, [other])).toEqual([]);
    });
  });
});
