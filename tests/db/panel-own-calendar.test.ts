// Issue 28, item 4 on both engines: a stylist (the default 'personel' role) works only her own
// column of the calendar. Her session says so; the calendar, the week view and the bell show
// only her staff member's appointments; every appointment and block action is refused for a
// colleague's (the check the panel's actions run first, features/appointments/server/own-calendar.ts);
// the owner can turn the limit off on the role, and the change is in the salon's activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { findSalonSession, type SalonUser } from '@/platform/access/salon-sessions';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { loadCalendarDay, loadCalendarWeek } from '@/features/appointments/server/calendar';
import { loadNotices } from '@/features/appointments/server/notices';
import { ownColumn, refuseOutsideOwnColumn } from '@/features/appointments/server/own-calendar';
import { OWN_CALENDAR_MESSAGE } from '@/features/appointments/schema.panel';
import { updateRole } from '@/features/team/server/roles';
import { updateRoleSchema } from '@/features/team/schema';
import { addDaysToDate, istanbulClock } from '@/platform/time/istanbul';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';

describe.each(databaseKinds)('own calendar column on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const now = new Date();
  const date = addDaysToDate(istanbulClock(now).date, 3);
  const staffIds = { selin: '', deniz: '' };
  const appointmentOf = { selin: '', deniz: '' };
  let denizBlock = '';
  let personelRoleId = '';

  const sessionOf = async (username: string): Promise<SalonUser> => {
    const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: f.a.code, username, password: PANEL_PASSWORD }), { ipAddress: '203.0.113.9' });
    if (!signed.ok) throw new Error(signed.error);
    return (await findSalonSession(signed.data.token))!;
  };
  const one = async (text: string, params: unknown[]) => (await q<{ id: string }>(`${text} returning id`, params))[0].id;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    for (const name of ['selin', 'deniz'] as const) {
      staffIds[name] = await one(`insert into staff (salon_id, first_name, last_name, position) values ($1, $2, 'Yıldız', 'Kuaför')`, [f.a.id, name]);
      appointmentOf[name] = await one(`insert into appointments (salon_id, customer_name, customer_phone, staff_id, appointment_date, start_time, end_time, status, source)
        values ($1, $2, '05321234567', $3, $4, '10:00', '10:30', 'scheduled', 'online')`, [f.a.id, `Müşteri ${name}`, staffIds[name], date]);
    }
    denizBlock = await one(`insert into staff_blocks (salon_id, staff_id, block_date, start_time, end_time) values ($1, $2, $3, '12:00', '13:00')`,
      [f.a.id, staffIds.deniz, date]);
    // The stylist's user is Selin's own account (team screen: 'Personel eşleşmesi').
    await q(`update users set staff_id = $2 where id = $1`, [f.users.personel.id, staffIds.selin]);
    personelRoleId = (await q<{ id: string }>(`select id from user_roles where salon_id = $1 and name = 'personel'`, [f.a.id]))[0].id;
  });
  afterAll(async () => { await test?.dispose(); });

  it('limits the personel role by default, not the owner or the kasiyer', async () => {
    expect(ownColumn(await sessionOf(f.users.personel.username))).toBe(staffIds.selin);
    expect(ownColumn(await sessionOf(f.users.kasiyer.username))).toBeUndefined();
    expect(ownColumn(await sessionOf(f.a.owner))).toBeUndefined();
  });

  it('shows the stylist only her own column, day and week, and only her bookings in the bell', async () => {
    const stylist = await sessionOf(f.users.personel.username);
    const day = await loadCalendarDay(f.a.id, date, now, ownColumn(stylist));
    expect(day.staff.map((s) => s.id)).toEqual([staffIds.selin]);
    expect(day.staff[0].column.appointments.map((a) => a.id)).toEqual([appointmentOf.selin]);
    // Asking for Deniz's week gives her own.
    const week = await loadCalendarWeek(f.a.id, staffIds.deniz, date, now, ownColumn(stylist));
    expect(week.member?.id).toBe(staffIds.selin);
    expect(week.staff.map((s) => s.id)).toEqual([staffIds.selin]);
    const bell = await loadNotices(f.a.id, stylist.userId, now, ownColumn(stylist));
    expect(bell.items.map((n) => n.customerName)).toEqual(['Müşteri selin']);

    const owner = await sessionOf(f.a.owner);
    const all = await loadCalendarDay(f.a.id, date, now, ownColumn(owner));
    expect(all.staff.map((s) => s.id).sort()).toEqual([staffIds.selin, staffIds.deniz].sort());
    expect((await loadNotices(f.a.id, owner.userId, now, ownColumn(owner))).unseen).toBe(2);
  });

  it('refuses every action on a colleague\'s appointment, block or column with a Turkish 403, and allows her own', async () => {
    const stylist = await sessionOf(f.users.personel.username);
    const refused = { ok: false, error: OWN_CALENDAR_MESSAGE, fieldErrors: undefined, status: 403 };
    // The detail sheet and status changes (confirm, complete, no-show, undo, cancel) pass the appointment.
    expect(await refuseOutsideOwnColumn(stylist, { appointmentId: appointmentOf.deniz })).toEqual(refused);
    expect(await refuseOutsideOwnColumn(stylist, { appointmentId: appointmentOf.selin })).toBeNull();
    // A move: from her column to Deniz's, or from Deniz's to hers.
    expect(await refuseOutsideOwnColumn(stylist, { appointmentId: appointmentOf.selin, staffIds: [staffIds.deniz] })).toEqual(refused);
    expect(await refuseOutsideOwnColumn(stylist, { appointmentId: appointmentOf.deniz, staffIds: [staffIds.selin] })).toEqual(refused);
    expect(await refuseOutsideOwnColumn(stylist, { appointmentId: appointmentOf.selin, staffIds: [staffIds.selin] })).toBeNull();
    // A new booking or block names its staff member; removing a block passes the block.
    expect(await refuseOutsideOwnColumn(stylist, { staffIds: [staffIds.deniz] })).toEqual(refused);
    expect(await refuseOutsideOwnColumn(stylist, { staffIds: [staffIds.selin] })).toBeNull();
    expect(await refuseOutsideOwnColumn(stylist, { blockId: denizBlock })).toEqual(refused);

    const kasiyer = await sessionOf(f.users.kasiyer.username);
    expect(await refuseOutsideOwnColumn(kasiyer, { appointmentId: appointmentOf.deniz, staffIds: [staffIds.selin] })).toBeNull();
    expect(await refuseOutsideOwnColumn(kasiyer, { blockId: denizBlock })).toBeNull();
  });

  it('gives a limited user with no staff member of her own no column at all', async () => {
    await q(`update users set staff_id = null where id = $1`, [f.users.personel.id]);
    try {
      const unlinked = await sessionOf(f.users.personel.username);
      expect(ownColumn(unlinked)).toBeNull();
      expect((await loadCalendarDay(f.a.id, date, now, null)).staff).toEqual([]);
      expect(await refuseOutsideOwnColumn(unlinked, { staffIds: [staffIds.selin] })).toMatchObject({ ok: false, status: 403 });
      expect((await loadNotices(f.a.id, unlinked.userId, now, null)).unseen).toBe(0);
    } finally {
      await q(`update users set staff_id = $2 where id = $1`, [f.users.personel.id, staffIds.selin]);
    }
  });

  it('lets the owner lift the limit on the role, logged, and the stylist sees every column on her next request', async () => {
    const [{ permissions }] = await q<{ permissions: unknown }>(`select permissions from user_roles where id = $1`, [personelRoleId]);
    const edit = updateRoleSchema.parse({ id: personelRoleId, name: 'personel', permissions, ownCalendarOnly: false });
    expect(await updateRole(f.a.id, f.a.ownerId, edit)).toMatchObject({ ok: true });
    const stylist = await sessionOf(f.users.personel.username);
    expect(ownColumn(stylist)).toBeUndefined();
    expect((await loadCalendarDay(f.a.id, date, now, ownColumn(stylist))).staff).toHaveLength(2);
    const [log] = await q<{ description: string }>(
      `select description from salon_activity_logs where salon_id = $1 and action = 'role.edit' order by created_at desc limit 1`, [f.a.id]);
    expect(log.description).toContain('Yalnızca kendi takvimi kapatıldı');

    // A role saved from a form without the field keeps no limit (the checkbox off), and back on again.
    const on = updateRoleSchema.parse({ id: personelRoleId, name: 'personel', permissions, ownCalendarOnly: true });
    expect(await updateRole(f.a.id, f.a.ownerId, on)).toMatchObject({ ok: true });
    expect(ownColumn(await sessionOf(f.users.personel.username))).toBe(staffIds.selin);
  });
});
