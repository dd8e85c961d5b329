import { describe, expect, it } from 'vitest';
import { copiedDay, createStaffSchema, defaultStaffWeek, isDeactivationConflict, rowsOfStaffWeek, salonHoursOnWeekday, staffActiveSchema, staffFormSchemaFor, staffWeekProblems, staffWeekValues, updateStaffSchema, type SalonSchedule, type StaffDayValues } from './schema';
import { timeOffDateProblem, timeOffFormSchemaFor, timeOffSchema } from './schema.time-off';

// Tuesday 09:00–18:00, Sunday closed, the other days 10:00–20:00.
const salonWeek: SalonSchedule = {
  openTimeMinutes: 540, closeTimeMinutes: 1200,
  week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek, isOpen: dayOfWeek !== 0, openMinutes: dayOfWeek === 2 ? 540 : 600, closeMinutes: dayOfWeek === 2 ? 1080 : 1200,
  })),
};
// A salon that never set a week: open every day 09:00–19:00.
const legacySalon: SalonSchedule = { week: [], openTimeMinutes: 540, closeTimeMinutes: 1140 };

function day(dayOfWeek: number, over: Partial<StaffDayValues> = {}): StaffDayValues {
  return { dayOfWeek, isWorking: true, start: '10:00', end: '18:00', hasBreak: false, breakStart: '', breakEnd: '', ...over };
}
const week = (over: Record<number, Partial<StaffDayValues>> = {}) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => day(d, { isWorking: d !== 0, ...over[d] }));

describe("'Tüm çalışma günlerine uygula' (copiedDay)", () => {
  it('copies hours and break inside the target day\'s salon hours, so the week still saves', () => {
    // Monday 10:00–20:00 with a break, copied onto Tuesday, where the salon opens 09:00–18:00.
    const monday = day(1, { start: '10:00', end: '20:00', hasBreak: true, breakStart: '12:30', breakEnd: '13:30' });
    const tuesday = copiedDay(monday, day(2, { start: '09:00', end: '18:00' }), salonWeek);
    expect(tuesday).toMatchObject({ start: '10:00', end: '18:00', hasBreak: true, breakStart: '12:30', breakEnd: '13:30' });
    const copied = week({ 1: monday, 2: tuesday });
    expect(staffWeekProblems(copied, salonWeek)).toEqual([]);
  });

  it('leaves out a break that falls outside the target day, and keeps a day where none of the hours fit', () => {
    const late = day(1, { start: '18:30', end: '20:00', hasBreak: true, breakStart: '19:00', breakEnd: '19:15' });
    // Tuesday closes at 18:00: nothing of 18:30–20:00 fits, the day keeps its own hours and break.
    const own = day(2, { start: '09:00', end: '17:00', hasBreak: false });
    expect(copiedDay(late, own, salonWeek)).toEqual(own);
    const evening = day(1, { start: '10:00', end: '20:00', hasBreak: true, breakStart: '18:30', breakEnd: '19:00' });
    expect(copiedDay(evening, day(2, { hasBreak: true, breakStart: '12:00', breakEnd: '12:30' }), salonWeek))
      .toMatchObject({ start: '10:00', end: '18:00', hasBreak: true, breakStart: '12:00', breakEnd: '12:30' });
    // No break on the source: the copy has none either.
    expect(copiedDay(day(1), day(3, { hasBreak: true, breakStart: '12:00', breakEnd: '12:30' }), salonWeek)).toMatchObject({ hasBreak: false });
  });
});

describe('staff week rules', () => {
  it('accept a week inside the salon\'s hours, with a break inside a day', () => {
    const ok = week({ 2: { start: '09:00', end: '18:00', hasBreak: true, breakStart: '12:30', breakEnd: '13:15' } });
    expect(staffWeekProblems(ok, salonWeek)).toEqual([]);
    expect(staffWeekProblems(ok, legacySalon)).toEqual([]);
  });

  it('refuse a day across the salon\'s close, naming the day and the salon\'s hours', () => {
    const problems = staffWeekProblems(week({ 2: { start: '09:00', end: '18:30' } }), salonWeek);
    expect(problems).toEqual([{
      dayOfWeek: 2, field: 'end', message: 'Salı: çalışma saatleri salonun açık olduğu saatler (09:00–18:00) içinde olmalı',
    }]);
    // Before the opening too, reported on the start.
    expect(staffWeekProblems(week({ 4: { start: '09:30' } }), salonWeek)).toEqual([{
      dayOfWeek: 4, field: 'start', message: 'Perşembe: çalışma saatleri salonun açık olduğu saatler (10:00–20:00) içinde olmalı',
    }]);
    // A salon without a week: its single opening time holds every day.
    expect(staffWeekProblems(week({ 6: { end: '19:30' } }), legacySalon)[0]?.message)
      .toBe('Cumartesi: çalışma saatleri salonun açık olduğu saatler (09:00–19:00) içinde olmalı');
  });

  it('refuse working on a day the salon is closed, but not a day off there', () => {
    expect(staffWeekProblems(week({ 0: { isWorking: true } }), salonWeek)).toEqual([
      { dayOfWeek: 0, field: 'isWorking', message: 'Pazar: salon bu gün kapalı; personel çalışamaz' },
    ]);
    // A salon with a week but a missing weekday row counts that day as closed (like the booking side).
    const partial: SalonSchedule = { ...salonWeek, week: salonWeek.week.filter((d) => d.dayOfWeek !== 5) };
    expect(staffWeekProblems(week(), partial).map((p) => p.dayOfWeek)).toEqual([5]);
    expect(staffWeekProblems(week({ 0: { isWorking: false, start: '', end: 'junk' } }), salonWeek)).toEqual([]);
  });

  it('refuse a break outside the day and a break of zero length', () => {
    expect(staffWeekProblems(week({ 3: { hasBreak: true, breakStart: '17:30', breakEnd: '18:30' } }))).toEqual([
      { dayOfWeek: 3, field: 'breakEnd', message: 'Çarşamba: mola çalışma saatleri (10:00–18:00) içinde olmalı' },
    ]);
    expect(staffWeekProblems(week({ 3: { hasBreak: true, breakStart: '09:00', breakEnd: '11:00' } }))[0].field).toBe('breakStart');
    expect(staffWeekProblems(week({ 1: { hasBreak: true, breakStart: '12:00', breakEnd: '12:00' } }))).toEqual([
      { dayOfWeek: 1, field: 'breakEnd', message: 'Pazartesi: mola bitişi mola başlangıcından sonra olmalı' },
    ]);
    expect(staffWeekProblems(week({ 1: { hasBreak: true, breakStart: '10:00', breakEnd: '18:00' } }))[0].message)
      .toBe('Pazartesi: mola bütün günü kaplayamaz');
    expect(staffWeekProblems(week({ 1: { hasBreak: true, breakStart: '', breakEnd: '13:00' } }))[0].message)
      .toBe('Pazartesi: mola başlangıcını seçin');
    // Without the break ticked its fields are ignored.
    expect(staffWeekProblems(week({ 1: { hasBreak: false, breakStart: '23:00', breakEnd: '01:00' } }))).toEqual([]);
  });

  it('refuse an end before the start, times off the 5-minute grid and junk', () => {
    expect(staffWeekProblems(week({ 5: { start: '18:00', end: '18:00' } }))[0]).toEqual(
      { dayOfWeek: 5, field: 'end', message: 'Cuma: bitiş saati başlangıç saatinden sonra olmalı' });
    expect(staffWeekProblems(week({ 5: { start: '10:03' } }))[0].message).toBe('Cuma: saatler 5 dakikalık adımlarla seçilmeli');
    expect(staffWeekProblems(week({ 5: { start: '25:00' } }))[0].message).toBe('Cuma: başlangıç saatini seçin');
    expect(staffWeekProblems(week({ 5: { end: '' } }))[0].field).toBe('end');
    // 'HH:MM:00' from a browser is a time like any other.
    expect(staffWeekProblems(week({ 5: { start: '10:00:00', end: '18:00:00' } }))).toEqual([]);
  });
});

describe('staff week values', () => {
  it('default to the salon\'s week, or its single opening time every day', () => {
    const defaults = defaultStaffWeek(salonWeek);
    expect(defaults.map((d) => [d.isWorking, d.start, d.end])).toEqual([
      [false, '09:00', '18:00'], [true, '10:00', '20:00'], [true, '09:00', '18:00'], [true, '10:00', '20:00'],
      [true, '10:00', '20:00'], [true, '10:00', '20:00'], [true, '10:00', '20:00'],
    ]);
    expect(staffWeekProblems(defaults, salonWeek)).toEqual([]);
    expect(defaultStaffWeek(legacySalon).every((d) => d.isWorking && d.start === '09:00' && d.end === '19:00')).toBe(true);
    // Open until midnight: the form's latest time (a time input cannot show 24:00).
    const late: SalonSchedule = { week: [], openTimeMinutes: 600, closeTimeMinutes: 1440 };
    expect(defaultStaffWeek(late)[1].end).toBe('23:55');
    expect(salonHoursOnWeekday(late, 3)).toEqual({ open: 600, close: 1440 });
  });

  it('round-trip stored rows and write all seven days, days off included', () => {
    const values = week({ 2: { start: '09:00', end: '18:00', hasBreak: true, breakStart: '12:00', breakEnd: '13:00' }, 6: { isWorking: false, start: '', end: '' } });
    const rows = rowsOfStaffWeek(values, salonWeek);
    expect(rows).toHaveLength(7);
    expect(rows[2]).toEqual({ dayOfWeek: 2, isWorking: true, startMinutes: 540, endMinutes: 1080, breakStartMinutes: 720, breakEndMinutes: 780 });
    // A day off without usable times keeps a span (the table wants one): the salon's for that day.
    expect(rows[6]).toEqual({ dayOfWeek: 6, isWorking: false, startMinutes: 600, endMinutes: 1200, breakStartMinutes: null, breakEndMinutes: null });
    expect(rows[0]).toMatchObject({ isWorking: false, startMinutes: 600, endMinutes: 1080 });
    const back = staffWeekValues(rows, salonWeek);
    expect(back[2]).toEqual(values[2]);
    expect(back[6]).toMatchObject({ isWorking: false, start: '10:00', end: '20:00' });
    // Nothing stored: they work the salon's hours, which the form shows.
    expect(staffWeekValues([], salonWeek)).toEqual(defaultStaffWeek(salonWeek));
  });
});

describe('staff form schema', () => {
  const base = { firstName: ' Ayşe ', lastName: '', position: 'Kuaför', serviceIds: false, week: week() };

  it('parses, and parses its own output to the same value', () => {
    const parsed = createStaffSchema.parse(base);
    expect(parsed).toMatchObject({ firstName: 'Ayşe', lastName: null, position: 'Kuaför', serviceIds: [] });
    expect(createStaffSchema.parse(parsed)).toEqual(parsed);
    const id = '0b6f7a5e-1c1d-4c55-9d0e-2a8f8c1e0b11';
    const twice = createStaffSchema.parse({ ...base, serviceIds: [id, id.toUpperCase()] });
    expect(twice.serviceIds).toEqual([id]);
    expect(createStaffSchema.parse({ ...base, serviceIds: id }).serviceIds).toEqual([id]);
  });

  it('answers in Turkish on the field that is wrong', () => {
    const issues = (over: Record<string, unknown>, schema: typeof createStaffSchema = createStaffSchema) =>
      Object.fromEntries(schema.safeParse({ ...base, ...over }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(issues({ firstName: '  ' })).toEqual({ firstName: 'Ad gereklidir' });
    expect(issues({ serviceIds: ['not-an-id'] })).toEqual({ 'serviceIds.0': 'Hizmet bulunamadı' });
    expect(issues({ week: week().slice(0, 6) })).toEqual({ week: 'Çalışma saatleri eksik' });
    expect(issues({ week: week({ 1: { hasBreak: true, breakStart: '12:00', breakEnd: '12:00' } }) }))
      .toEqual({ 'week.1.breakEnd': 'Pazartesi: mola bitişi mola başlangıcından sonra olmalı' });
    // The schema alone knows nothing of the salon; the form's adds the salon's hours.
    expect(issues({ week: week({ 2: { end: '19:00' } }) })).toEqual({});
    expect(issues({ week: week({ 2: { end: '19:00' } }) }, staffFormSchemaFor(createStaffSchema, salonWeek)))
      .toEqual({ 'week.2.end': 'Salı: çalışma saatleri salonun açık olduğu saatler (09:00–18:00) içinde olmalı' });
    expect(updateStaffSchema.safeParse({ ...base, id: 'x' }).error?.issues[0].message).toBe('Personel bulunamadı');
  });
});

describe('time off', () => {
  const staffId = '0b6f7a5e-1c1d-4c55-9d0e-2a8f8c1e0b11';
  const message = (over: Record<string, unknown>, schema = timeOffSchema) =>
    schema.safeParse({ staffId, startDate: '2026-12-01', endDate: '2026-12-03', note: '', ...over }).error?.issues[0].message;

  it('needs real dates in order, at most a year long', () => {
    expect(message({})).toBeUndefined();
    expect(message({ endDate: '2026-11-30' })).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    expect(message({ startDate: '2026-02-30' })).toBe('Başlangıç tarihini seçin');
    expect(message({ endDate: '9999-01-01' })).toBe('Bitiş tarihini seçin');
    expect(message({ endDate: '2027-12-01' })).toBeUndefined(); // 366 days, both ends counted
    expect(message({ endDate: '2027-12-02' })).toBe('İzin en fazla 1 yıl sürebilir');
    expect(message({ note: 'x'.repeat(201) })).toBe('Not en fazla 200 karakter olabilir');
  });

  it('starts today at the earliest, in Istanbul\'s calendar', () => {
    expect(timeOffDateProblem({ startDate: '2026-11-21' }, '2026-11-22')?.message).toBe('Geçmiş bir tarih için izin eklenemez');
    expect(timeOffDateProblem({ startDate: '2026-11-22' }, '2026-11-22')).toBeNull();
    expect(timeOffDateProblem({ startDate: '2029-01-01' }, '2026-11-22')?.message).toBe('İzin en fazla 2 yıl sonrası için eklenebilir');
    expect(message({ startDate: '2026-11-21' }, timeOffFormSchemaFor('2026-11-22'))).toBe('Geçmiş bir tarih için izin eklenemez');
  });
});

describe('(de)activation', () => {
  it('cancels nothing unless asked explicitly', () => {
    const staffId = '0b6f7a5e-1c1d-4c55-9d0e-2a8f8c1e0b11';
    expect(staffActiveSchema.parse({ staffId, isActive: false }).cancelFutureAppointments).toBe(false);
    expect(staffActiveSchema.safeParse({ staffId, isActive: false, cancelFutureAppointments: 'true' }).success).toBe(false);
    expect(isDeactivationConflict({ ok: false, status: 409, error: 'x', appointments: [] })).toBe(true);
    expect(isDeactivationConflict({ ok: false, status: 404, error: 'x' })).toBe(false);
  });
});
