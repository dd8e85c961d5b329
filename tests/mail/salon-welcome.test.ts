// The welcome e-mail of a new salon, as the owner receives it (real database, the outbox
// worker, a real SMTP server): the salon code and username /panel/giris asks for, the full
// sign-in link and the three setup steps without which the salon is in no list; never the
// password or its hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { env } from '@/platform/env';
import { runOutboxOnce } from '@/platform/mail/worker';
import { createSalonWithOwner } from '@/features/registration/server/create-salon';
import { PANEL_SETUP_STEPS } from '@/features/registration/server/panel-setup';
import { createRegistrationFixture, salonInput, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { TestSmtpServer } from '../support/smtp';

describe.each(databaseKinds)('salon welcome e-mail on %s', (kind) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let f: RegistrationFixture;
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

  it('carries the salon code, the username, the panel link and the three setup steps', async () => {
    const input = salonInput(f);
    const created = await createSalonWithOwner(test.conn.db, input);
    if (!created.ok) throw new Error('expected a salon');
    expect((await runOutboxOnce({ db: test.conn.db, smtp: smtp.config })).sent).toBe(1);

    const [mail] = smtp.to(input.owner.email);
    expect(mail.parsed.subject).toContain(created.salonCode);
    // The sign-in page with the code and username filled in (issue 28).
    const panelUrl = `${env.SITE_URL.replace(/\/+$/, '')}/panel/giris?${new URLSearchParams({ kod: created.salonCode, kullanici: input.owner.username })}`;
    const inHtml = panelUrl.replaceAll('&', '&amp;');
    const text = mail.parsed.text ?? '';
    const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
    for (const body of [text, html]) {
      expect(body).toContain(created.salonCode);
      expect(body).toContain(input.owner.username);
      expect(body).toContain(body === html ? inHtml : panelUrl);
      for (const step of PANEL_SETUP_STEPS) expect(body).toContain(step);
    }
    expect(PANEL_SETUP_STEPS).toEqual([
      '1. Çalışma saatlerinizi belirleyin', '2. Hizmetlerinizi ekleyin', '3. Personel ekleyin ve hizmetlerini seçin',
    ]);
    expect(html).toContain(`href="${inHtml}"`);
    expect(mail.raw).not.toContain(f.passwordHash);
    expect(mail.raw).not.toContain('gizli123');
  });
});
