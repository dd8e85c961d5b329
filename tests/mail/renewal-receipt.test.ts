// The renewal receipt as the salon receives it (real database, the outbox worker, a real SMTP
// server): queued by PayTR's verified notification in the renewal's transaction, once however
// many duplicates arrive, to the salon's address, with the plan, the amount PayTR collected,
// the new end date, the order number and the link to /panel/abonelik. A failed payment sends none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { insertRenewalOrder, listOfferedPlans } from '@/features/subscriptions/server/panel-subscription';
import { env } from '@/platform/env';
import { runOutboxOnce } from '@/platform/mail/worker';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { applyRenewalNotification } from '@/features/subscriptions/server/renewal';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

describe.each(databaseKinds)('renewal receipt e-mail on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let f: RegistrationFixture;
  let seq = 0;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    smtp = await TestSmtpServer.create();
  });
  afterAll(async () => {
    await smtp?.stop();
    await test?.dispose();
  });

  async function salonWithOrder(planInterval: 'monthly' | 'yearly') {
    const input = salonInput(f);
    const created = await createSalonWithOwner(test.conn.db, { ...input, welcomeEmail: false });
    if (!created.ok) throw new Error('fixture clash');
    const plan = (await listOfferedPlans()).find((p) => p.interval === planInterval)!;
    const merchantOid = `RCPT${Date.now()}${++seq}`;
    await insertRenewalOrder(created.salonId, { merchantOid, plan, paymentAmount: Math.round(plan.price * 100), orderedBy: created.ownerId, now: new Date() });
    return { input, created, plan, merchantOid };
  }

  it('tells the salon what it paid, for which plan, until when, with the order number and the panel link', async () => {
    const { input, plan, merchantOid } = await salonWithOrder('yearly');
    const n = { merchant_oid: merchantOid, status: 'success' as const, total_amount: '29990' };
    const outcomes = await Promise.all([1, 2, 3].map(() => applyRenewalNotification(test.conn.db, n)));
    const renewed = outcomes.find((o) => o.kind === 'renewed');
    if (renewed?.kind !== 'renewed') throw new Error('expected a renewal');
    expect((await runOutboxOnce({ db: test.conn.db, smtp: smtp.config })).sent).toBe(1);

    const mails = smtp.to(input.salon.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const until = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' }).format(renewed.endDate);
    expect(mail.parsed.subject).toContain(plan.name);
    const panelUrl = `${env.SITE_URL.replace(/\/+$/, '')}/panel/abonelik`;
    const text = mail.parsed.text ?? '';
    const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
    for (const body of [text, html]) {
      expect(body).toContain(plan.name);
      expect(body).toContain('₺299,90');
      expect(body).toContain(until);
      expect(body).toContain(merchantOid);
      expect(body).toContain(panelUrl);
    }
    expect(html).toContain(`href="${panelUrl}"`);
    expect(mail.raw).not.toContain(f.passwordHash);
  });

  it('sends nothing for a failed payment', async () => {
    const { input, merchantOid } = await salonWithOrder('monthly');
    await applyRenewalNotification(test.conn.db, { merchant_oid: merchantOid, status: 'failed', total_amount: '0', failed_reason_msg: 'Kartın limiti yetersiz.' });
    await runOutboxOnce({ db: test.conn.db, smtp: smtp.config });
    expect(smtp.to(input.salon.email)).toHaveLength(0);
  });
});
