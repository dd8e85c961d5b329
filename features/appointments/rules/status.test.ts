// The appointment's life (status.ts) with a frozen clock: every status × every transition,
// before and after the start time, read on Istanbul's wall clock whatever the process's TZ.
import { describe, expect, it } from 'vitest';
import {
  MOVABLE_STATUSES, STATUS_LABELS, TRANSITION_REFUSALS, TRANSITIONS, availableTransitions, checkTransition, hasStarted,
  type AppointmentStatus, type SalonTransition,
} from './status';

const STATUSES: AppointmentStatus[] = ['scheduled', 'confirmed', 'pending', 'cancelled', 'completed', 'no_show'];
const ALL: SalonTransition[] = ['confirm', 'complete', 'no_show', 'cancel'];

// 10:00 in Istanbul is 07:00 UTC (UTC+3 all year).
const appointment = (status: AppointmentStatus) => ({ status, date: '2030-06-10', startTime: '10:00:00' });
const BEFORE = new Date('2030-06-10T06:59:59Z'); // 09:59:59 Istanbul
const AT_START = new Date('2030-06-10T07:00:00Z'); // 10:00 Istanbul
const AFTER = new Date('2030-06-11T12:00:00Z');

/** What each status may become, before and after its start (the table in status.ts). */
const EXPECTED: Record<AppointmentStatus, { before: SalonTransition[]; after: SalonTransition[] }> = {
  scheduled: { before: ['confirm', 'cancel'], after: ['confirm', 'complete', 'no_show', 'cancel'] },
  confirmed: { before: ['cancel'], after: ['complete', 'no_show', 'cancel'] },
  pending: { before: ['cancel'], after: ['cancel'] },
  cancelled: { before: [], after: [] },
  // 'Geri Al' on the appointment's own day only (BEFORE is on it, AFTER the next day).
  completed: { before: ['reopen'], after: [] },
  no_show: { before: ['reopen'], after: [] },
};

describe('checkTransition', () => {
  for (const status of STATUSES) {
    for (const transition of ALL) {
      it(`${status} → ${transition}`, () => {
        for (const [now, allowed] of [[BEFORE, EXPECTED[status].before], [AT_START, EXPECTED[status].after], [AFTER, EXPECTED[status].after]] as const) {
          const result = checkTransition(appointment(status), transition, now);
          if (allowed.includes(transition)) {
            expect(result).toEqual({ ok: true, to: TRANSITIONS[transition].to });
          } else {
            const reason = TRANSITIONS[transition].from.includes(status) ? 'not_started' : 'not_allowed';
            expect(result).toEqual({ ok: false, reason });
          }
        }
      });
    }
  }

  it('leads to the statuses the spec names', () => {
    expect(Object.fromEntries(ALL.map((t) => [t, TRANSITIONS[t].to]))).toEqual({
      confirm: 'confirmed', complete: 'completed', no_show: 'no_show', cancel: 'cancelled',
    });
  });

  it('refuses to complete or mark a no-show before the start, with the Turkish reason', () => {
    expect(checkTransition(appointment('confirmed'), 'complete', BEFORE)).toEqual({ ok: false, reason: 'not_started' });
    expect(checkTransition(appointment('scheduled'), 'no_show', BEFORE)).toEqual({ ok: false, reason: 'not_started' });
    expect(TRANSITION_REFUSALS.not_started).toBe('Bu işlem randevu saati geldikten sonra yapılabilir.');
    expect(TRANSITION_REFUSALS.not_allowed).toBe('Bu randevunun durumu bu işleme izin vermiyor.');
  });

  it('undoes Tamamlandı or Gelmedi back to confirmed on the appointment’s own day, and never a cancellation (issue 28)', () => {
    for (const status of ['completed', 'no_show'] as const) {
      expect(checkTransition(appointment(status), 'reopen', AT_START)).toEqual({ ok: true, to: 'confirmed' });
      expect(checkTransition(appointment(status), 'reopen', AFTER)).toEqual({ ok: false, reason: 'not_today' });
    }
    for (const status of ['scheduled', 'confirmed', 'pending', 'cancelled'] as const) {
      expect(checkTransition(appointment(status), 'reopen', AT_START)).toEqual({ ok: false, reason: 'not_allowed' });
    }
  });

  it('a finished appointment stays finished: nothing is allowed from cancelled, completed or no_show', () => {
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      for (const t of ALL) expect(checkTransition(appointment(status), t, AFTER)).toEqual({ ok: false, reason: 'not_allowed' });
    }
  });
});

describe('hasStarted reads Istanbul wall-clock time', () => {
  it('is false one second before 10:00 Istanbul and true from 10:00', () => {
    expect(hasStarted(appointment('scheduled'), BEFORE)).toBe(false);
    expect(hasStarted(appointment('scheduled'), AT_START)).toBe(true);
  });

  it('does not read the time as UTC (10:00 UTC is already 13:00 in Istanbul)', () => {
    expect(hasStarted({ date: '2030-06-10', startTime: '12:30' }, new Date('2030-06-10T09:29:00Z'))).toBe(false);
    expect(hasStarted({ date: '2030-06-10', startTime: '12:30' }, new Date('2030-06-10T09:30:00Z'))).toBe(true);
  });

  it('counts the day before and after correctly around midnight', () => {
    // 00:30 on the 10th in Istanbul is 21:30 UTC on the 9th.
    expect(hasStarted({ date: '2030-06-10', startTime: '00:30' }, new Date('2030-06-09T21:29:00Z'))).toBe(false);
    expect(hasStarted({ date: '2030-06-10', startTime: '00:30' }, new Date('2030-06-09T21:30:00Z'))).toBe(true);
  });
});

describe('availableTransitions', () => {
  it('offers exactly the allowed transitions for each status, before and after the start', () => {
    for (const status of STATUSES) {
      expect([status, availableTransitions(appointment(status), BEFORE)]).toEqual([status, EXPECTED[status].before]);
      expect([status, availableTransitions(appointment(status), AFTER)]).toEqual([status, EXPECTED[status].after]);
    }
  });
});

describe('labels and moves', () => {
  it('names every status in Turkish, no_show as Gelmedi', () => {
    expect(STATUS_LABELS).toEqual({
      scheduled: 'Planlandı', confirmed: 'Onaylandı', pending: 'Beklemede', cancelled: 'İptal Edildi', completed: 'Tamamlandı', no_show: 'Gelmedi',
    });
  });

  it('moves only appointments that still hold their time', () => {
    expect(STATUSES.filter((s) => MOVABLE_STATUSES.includes(s))).toEqual(['scheduled', 'confirmed']);
  });
});
