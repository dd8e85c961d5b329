// "My appointments" on a real database: only one's own rows, cancel only one's own future
// scheduled/confirmed appointment (Istanbul time), and a cancelled slot is free again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { pgErrorCode } from '@/platform/db/errors';
import { cancelOwnAppointment, listCustomerAppointments } from '@/features/appointments/server/customer-appointments';
import { APPOINTMENT_NOT_CANCELLABLE_MESSAGE, APPOINTMENT_NOT_FOUND_MESSAGE } from '@/features/accounts/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { fixtures } from './customers-fixtures';

// 2030-05-15 12:00 in Istanbul (UTC+3).
const NOW = new Date('2030-05-15T09:00:00Z');
const NOT_FOUND = { ok: false, error: APPOINTMENT_NOT_FOUND_MESSAGE, status: 404 };
const NOT_CANCELLABLE = { ok: false, error: APPOINTMENT_NOT_CANCELLABLE_MESSAGE, status: 409 };

describe.each(databaseKinds)('customer appointments on %s', (kind) => {
  let test: TestDatabase;
  const f = fixtures(() => test);
  let salonId: string;
  let staffId: string;
  let serviceId: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    salonId = await f.salon('Işıl Güzellik Salonu');
    staffId = await f.staff(salonId, 'Elif', 'Şahin');
    serviceId = await f.service(salonId, 'Fön', 150);
    alice = await f.customer('05320000011', 'Ayşe', 'Yılmaz');
    bob = await f.customer('05320000012', 'Burak', 'Demir');
  });
  afterAll(async () => { await test?.dispose(); });

  it('lists only the customer’s own appointments, the next one first, with salon, service, staff and price', async () => {
    await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-20', start: '14:00', end: '14:30', amount: 175.5, notes: 'Kısa kesim' });
    await f.appointment({ salonId, customerId: alice, staffId: null, serviceId, date: '2030-05-01', start: '10:00', end: '10:30', status: 'completed' });
    await f.appointment({ salonId, customerId: bob, staffId, serviceId, date: '2030-05-21', start: '09:00', end: '09:30' });
    await f.appointment({ salonId, customerId: null, staffId, serviceId, date: '2030-05-22', start: '09:00', end: '09:30' });

    const mine = await listCustomerAppointments(alice, NOW);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      salonId, salonName: 'Işıl Güzellik Salonu', serviceName: 'Fön', staffName: 'Elif Şahin', status: 'scheduled',
      appointmentDate: '2030-05-20', startTime: '14:00', endTime: '14:30', price: 175.5, notes: 'Kısa kesim', cancellable: true,
    });
    // No stored total: the service's list price; past or completed: not cancellable.
    expect(mine[1]).toMatchObject({ appointmentDate: '2030-05-01', staffName: null, price: 150, status: 'completed', cancellable: false });
    expect((await listCustomerAppointments(bob, NOW)).map((a) => a.appointmentDate)).toEqual(['2030-05-21']);
  });

  it('puts upcoming appointments first, soonest on top, and the past and cancelled after them, newest first (issue 29)', async () => {
    const carol = await f.customer('05320000013', 'Canan', 'Kaya');
    const at = (date: string, start: string, status?: 'cancelled' | 'completed') => f.appointment({
      salonId, customerId: carol, staffId: null, serviceId, date, start, end: `${start.slice(0, 3)}30`, ...(status ? { status } : {}),
    });
    await at('2030-06-10', '10:00');
    await at('2030-05-16', '09:00');
    await at('2030-05-15', '11:00', 'completed'); // earlier today
    await at('2030-05-18', '15:00', 'cancelled');
    await at('2030-05-15', '16:00'); // later today
    await at('2030-04-02', '10:00', 'completed');
    const listed = await listCustomerAppointments(carol, NOW);
    expect(listed.map((a) => [a.appointmentDate, a.startTime, a.upcoming])).toEqual([
      ['2030-05-15', '16:00', true], ['2030-05-16', '09:00', true], ['2030-06-10', '10:00', true],
      ['2030-05-18', '15:00', false], ['2030-05-15', '11:00', false], ['2030-04-02', '10:00', false],
    ]);
  });

  it('never lets customer B cancel customer A’s appointment, whatever id it sends', async () => {
    const id = await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-25', start: '11:00', end: '11:30' });
    expect(await cancelOwnAppointment(bob, id, NOW)).toEqual(NOT_FOUND);
    expect(await cancelOwnAppointment(bob, '00000000-0000-4000-8000-000000000000', NOW)).toEqual(NOT_FOUND);
    const [row] = await f.q(`select status from appointments where id = $1`, [id]);
    expect(row.status).toBe('scheduled');
  });

  it('cancels the customer’s future appointment and frees its slot for someone else', async () => {
    const id = await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-26', start: '15:00', end: '16:00', status: 'confirmed' });
    const clash = () => f.appointment({ salonId, customerId: bob, staffId, serviceId, date: '2030-05-26', start: '15:30', end: '16:00' });
    expect(pgErrorCode(await clash().catch((e) => e))).toBe('23P01');

    expect(await cancelOwnAppointment(alice, id, NOW)).toEqual({ ok: true, data: { salonId } });
    const [row] = await f.q(`select status from appointments where id = $1`, [id]);
    expect(row.status).toBe('cancelled');
    await expect(clash()).resolves.toBeTypeOf('string');
    // Cancelling twice is refused.
    expect(await cancelOwnAppointment(alice, id, NOW)).toEqual(NOT_CANCELLABLE);
  });

  it('refuses past, already started, completed and pending appointments (Istanbul time)', async () => {
    const earlierToday = await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-15', start: '11:30', end: '12:00' });
    const startingNow = await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-15', start: '12:00', end: '12:30' });
    const laterToday = await f.appointment({ salonId, customerId: alice, staffId, serviceId, date: '2030-05-15', start: '12:30', end: '13:00' });
    const completed = await f.appointment({ salonId, customerId: alice, staffId: null, serviceId, date: '2030-05-28', start: '10:00', end: '10:30', status: 'completed' });
    const pending = await f.appointment({ salonId, customerId: alice, staffId: null, serviceId, date: '2030-05-28', start: '11:00', end: '11:30', status: 'pending' });
    for (const id of [earlierToday, startingNow, completed, pending]) {
      expect(await cancelOwnAppointment(alice, id, NOW)).toEqual(NOT_CANCELLABLE);
    }
    // 12:30 Istanbul is still ahead at 12:00 Istanbul (09:00 UTC), whatever the server's zone.
    expect(await cancelOwnAppointment(alice, laterToday, NOW)).toMatchObject({ ok: true });
    const listed = await listCustomerAppointments(alice, NOW);
    expect(listed.find((a) => a.id === earlierToday)?.cancellable).toBe(false);
    expect(listed.find((a) => a.id === startingNow)?.cancellable).toBe(false);
  });
});
