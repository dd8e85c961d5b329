// The salon's message choices from its panel (issue 32) on a real database, both engines, through
// the real panel action (its session and right checks, zod, the write): a salon that never chose
// reads the defaults; the owner's save writes every event and the phone as 11 digits to her salon
// only (an id in the input changes nothing); a landline, a bad number, an unknown channel and SMS
// for the salon's own events without a phone are refused with Turkish messages and write nothing;
// personel gets 403, no session 401; this month's use and the spent-allowance notice.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { PANEL_FORBIDDEN_MESSAGE, PANEL_SESSION_MESSAGE } from '@/platform/access/panel-session';
import { saveSmsPanelSettingsAction } from '@/features/sms/actions.panel';
import { DEFAULT_CHANNELS, MESSAGE_EVENTS } from '@/features/sms/rules/channels';
import {
  CHANNEL_MESSAGE, SMS_NEEDS_PHONE_MESSAGE, SMS_PHONE_INVALID_MESSAGE, SMS_PHONE_NOT_MOBILE_MESSAGE, SMS_PHONE_REQUIRED_MESSAGE,
  SMS_SETTINGS_SAVED_MESSAGE, smsPanelSettingsSchema, smsPanelSettingsValues,
} from '@/features/sms/schema.panel';
import { salonMessaging } from '@/features/sms/server/notice';
import { loadSmsPanelSettings, smsAllowanceSpent } from '@/features/sms/server/panel-settings';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';

// The action reads the panel session from the cookie; the test signs in and hands Next's
// cookies() that token, so panelAction's real check runs (no mock of the check itself).
const session = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'salon_session' && session.token ? { name, value: session.token } : undefined),
  }),
  headers: async () => new Headers(),
}));

const ALL_EMAIL = Object.fromEntries(MESSAGE_EVENTS.map((e) => [e, 'email']));

describe.each(databaseKinds)('the salon panel SMS settings on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const stored = async (salonId: string) =>
    (await q<{ message_channels: unknown; sms_phone: string | null }>(`select message_channels, sms_phone from salons where id = $1`, [salonId]))[0];

  const signIn = async (code: string, username: string) => {
    const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: code, username, password: PANEL_PASSWORD }), { ipAddress: '203.0.113.9' });
    if (!signed.ok) throw new Error(signed.error);
    session.token = signed.data.token;
  };
  /** What the form sends: the defaults, with `change` on top. */
  const form = (change: Record<string, unknown>) => ({ ...DEFAULT_CHANNELS, smsPhone: '', ...change });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
  });
  afterAll(async () => {
    session.token = undefined;
    await test?.dispose();
  });

  it('shows the defaults to a salon that never chose, and this month unused', async () => {
    const settings = await loadSmsPanelSettings(f.a.id);
    expect(settings.channels).toEqual(DEFAULT_CHANNELS);
    expect(settings.smsPhone).toBeNull();
    expect(settings.usage.used).toBe(0);
    expect(settings.usage.allowance).toBeGreaterThan(0);
    expect(settings.usage.remaining).toBe(settings.usage.allowance);
    expect(await smsAllowanceSpent(f.a.id)).toBe(false);
    // The form starts from them, and the schema takes them back unchanged.
    expect(smsPanelSettingsSchema.parse(smsPanelSettingsValues(settings.channels, null))).toEqual({ ...DEFAULT_CHANNELS, smsPhone: null });
  });

  it('refuses bad input with Turkish messages and writes nothing', async () => {
    await signIn(f.a.code, f.a.owner);
    const before = await stored(f.a.id);
    const refused = async (input: unknown, field: string, message: string, error = message) => {
      const result = await saveSmsPanelSettingsAction(input);
      expect(result).toMatchObject({ ok: false, status: 400, error });
      expect(result.ok ? null : result.fieldErrors?.[field]).toBe(message);
    };
    // A landline (İstanbul Anadolu yakası) cannot receive a text.
    await refused(form({ reminder: 'sms', smsPhone: '0216 123 45 67' }), 'smsPhone', SMS_PHONE_NOT_MOBILE_MESSAGE);
    await refused(form({ smsPhone: '0850 123 45 67' }), 'smsPhone', SMS_PHONE_NOT_MOBILE_MESSAGE);
    await refused(form({ smsPhone: '0532 123' }), 'smsPhone', SMS_PHONE_INVALID_MESSAGE);
    await refused(form({ moved: 'fax' }), 'moved', CHANNEL_MESSAGE);
    await refused({ ...form({}), confirmation: undefined }, 'confirmation', CHANNEL_MESSAGE);
    // The salon's own texts need its phone.
    await refused(form({ newBooking: 'sms' }), 'smsPhone', SMS_PHONE_REQUIRED_MESSAGE);
    // The select names what to do; the phone's field (and the toast) what is missing: not the same words twice.
    await refused(form({ customerCancelled: 'both', smsPhone: '   ' }), 'customerCancelled', SMS_NEEDS_PHONE_MESSAGE, SMS_PHONE_REQUIRED_MESSAGE);
    expect(await stored(f.a.id)).toEqual(before);
    expect(before).toEqual({ message_channels: {}, sms_phone: null });
  });

  it("saves the owner's choices and phone to her salon only", async () => {
    await signIn(f.a.code, f.a.owner);
    // An id in the input is not a field: the salon is the session's.
    const result = await saveSmsPanelSettingsAction({ ...form({ reminder: 'sms', newBooking: 'both', smsPhone: '+90 532 123 45 67' }), salonId: f.b.id });
    expect(result).toEqual({ ok: true, data: undefined, message: SMS_SETTINGS_SAVED_MESSAGE });

    const expected = { ...DEFAULT_CHANNELS, reminder: 'sms', newBooking: 'both' };
    expect(await stored(f.a.id)).toEqual({ message_channels: expected, sms_phone: '05321234567' });
    expect(await stored(f.b.id)).toEqual({ message_channels: {}, sms_phone: null });
    expect(await loadSmsPanelSettings(f.a.id)).toMatchObject({ channels: expected, smsPhone: '05321234567' });
    // The senders read the same choices.
    expect(await salonMessaging(test.conn.db, f.a.id)).toEqual({ channels: expected, smsPhone: '05321234567' });
    expect((await loadSmsPanelSettings(f.b.id)).channels).toEqual(DEFAULT_CHANNELS);

    // Clearing the phone is allowed once no salon event wants SMS.
    expect((await saveSmsPanelSettingsAction(form({ reminder: 'sms', smsPhone: '' }))).ok).toBe(true);
    expect(await stored(f.a.id)).toEqual({ message_channels: { ...DEFAULT_CHANNELS, reminder: 'sms' }, sms_phone: null });

    // Salon B's owner changes B, not A.
    await signIn(f.b.code, f.b.owner);
    expect((await saveSmsPanelSettingsAction(form({ ...ALL_EMAIL, smsPhone: '0555 000 11 22' }))).ok).toBe(true);
    expect(await stored(f.b.id)).toEqual({ message_channels: ALL_EMAIL, sms_phone: '05550001122' });
    expect((await stored(f.a.id)).message_channels).toEqual({ ...DEFAULT_CHANNELS, reminder: 'sms' });
  });

  it('refuses users without the settings right, and no session', async () => {
    const before = await stored(f.a.id);
    await signIn(f.a.code, f.users.personel.username);
    expect(await saveSmsPanelSettingsAction(form(ALL_EMAIL))).toMatchObject({ ok: false, status: 403, error: PANEL_FORBIDDEN_MESSAGE });
    session.token = undefined;
    expect(await saveSmsPanelSettingsAction(form(ALL_EMAIL))).toMatchObject({ ok: false, status: 401, error: PANEL_SESSION_MESSAGE });
    expect(await stored(f.a.id)).toEqual(before);
  });

  it("counts this month's texts and says when the allowance is spent", async () => {
    // Both fixture salons are on the same trial plan; a small allowance keeps the rows few.
    await q(`update subscription_plans set sms_allowance = 5 where id in (select plan_id from subscriptions where salon_id = $1)`, [f.a.id]);
    const text = (salonId: string, parts: number, status = 'queued', createdAt = 'now()') => q(
      `insert into sms_outbox (to_phone, body, kind, salon_id, parts, encoding, status, created_at)
       values ('05321112233', 'Randevu hatırlatması', 'appointment_reminder', $1, $2, 'gsm7-tr', $3, ${createdAt})`, [salonId, parts, status]);
    await text(f.a.id, 2);
    await text(f.a.id, 1, 'failed'); // refused before sending: costs nothing
    await text(f.a.id, 3, 'queued', `now() - interval '40 days'`); // an earlier month
    await text(f.b.id, 4);
    expect((await loadSmsPanelSettings(f.a.id)).usage).toEqual({ allowance: 5, used: 2, remaining: 3 });
    expect(await smsAllowanceSpent(f.a.id)).toBe(false);

    await text(f.a.id, 3);
    expect((await loadSmsPanelSettings(f.a.id)).usage).toEqual({ allowance: 5, used: 5, remaining: 0 });
    expect(await smsAllowanceSpent(f.a.id)).toBe(true);
    // B has room; and a salon sending everything by e-mail is not told about an allowance it does not use.
    expect(await smsAllowanceSpent(f.b.id)).toBe(false);
    await text(f.b.id, 1);
    expect((await loadSmsPanelSettings(f.b.id)).usage.remaining).toBe(0);
    expect(await smsAllowanceSpent(f.b.id)).toBe(false);
  });
});
