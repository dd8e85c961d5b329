// /admin/email-test (admins and up): the mail configuration (never the password), a test
// message with the SMTP server's answer, and the last outbox messages with status, attempts
// and last error; a message not yet sent can be retried at once.
import { RetryEmailButton } from '@/features/back-office/components/admin/retry-email-button';
import { TestMailForm } from '@/features/back-office/components/admin/test-mail-form';
import { AdminPageHeader } from '@/components/kit/page-header';
import { Badge } from '@/components/ui/badge';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { formatIstanbulDateTime } from '@/features/contact/rules/export';
import { getDb } from '@/platform/db';
import { listRecentEmails } from '@/platform/mail/outbox-queue';
import type { EmailOutboxStatus } from '@/platform/db/schema';
import { mailConfigSummary } from '@/platform/mail/config';

const SCREEN = screenAt('/admin/email-test');
export const generateMetadata = adminMetadata(SCREEN);

const STATUS: Record<EmailOutboxStatus, { label: string; variant: 'success-soft' | 'warning-soft' | 'danger-soft' | 'info-soft' }> = {
  sent: { label: 'Gönderildi', variant: 'success-soft' },
  queued: { label: 'Kuyrukta', variant: 'warning-soft' },
  failed: { label: 'Başarısız', variant: 'danger-soft' },
  logged: { label: 'Kaydedildi', variant: 'info-soft' },
};

export default async function EmailTestPage() {
  await requireAdmin(SCREEN.level);
  const config = mailConfigSummary();
  const emails = await listRecentEmails(await getDb(), 20);
  const settings: [string, string][] = [
    ['Sunucu', config.host ?? 'Ayarlanmamış (SMTP_HOST)'], ['Port', String(config.port)],
    ['Güvenlik', config.secure ? 'TLS (SMTPS)' : 'STARTTLS / düz'], ['Gönderen', config.from],
    ['Kullanıcı', config.user ?? '—'], ['Şifre', config.hasPassword ? 'Ayarlı (gösterilmez)' : 'Yok'],
  ];
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="E-posta gönderim ayarlarını kontrol edin ve test e-postası gönderin" />
      <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="mail-config">
        <h2 id="mail-config" className="font-semibold">Yapılandırma</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
          {settings.map(([label, value]) => (
            <div key={label} className="contents"><dt className="text-muted-foreground">{label}</dt><dd className="break-all">{value}</dd></div>
          ))}
        </dl>
      </section>
      <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="mail-send">
        <h2 id="mail-send" className="font-semibold">Test E-postası</h2>
        <p className="text-sm text-muted-foreground">
          Not: Yerel bir bilgisayardan (ör. geliştirme ortamından) gönderilen e-postalar alıcı sunucu tarafından reddedilebilir
          veya spam klasörüne düşebilir; sonuç, canlı sunucudan gönderimle aynı olmayabilir.
        </p>
        <TestMailForm />
      </section>
      <section className="grid gap-3" aria-labelledby="mail-outbox">
        <h2 id="mail-outbox" className="font-semibold">Son Gönderilen E-postalar</h2>
        <div className="overflow-x-auto rounded-xl border bg-card">
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">Giden kutusundaki son e-postalar</caption>
            <thead className="border-b bg-muted/40 text-left text-muted-foreground">
              <tr>{['Alıcı', 'Konu', 'Durum', 'Deneme', 'Son Hata', 'Tarih', ''].map((h, i) => <th key={i} scope="col" className="px-4 py-3 font-medium">{h}</th>)}</tr>
            </thead>
            <tbody>
              {emails.length === 0 ? (
                <tr><td colSpan={7} className="px-4 py-12 text-center text-muted-foreground">Henüz e-posta yok</td></tr>
              ) : emails.map((m) => (
                <tr key={m.id} className="border-b last:border-0">
                  <td className="px-4 py-3 break-all">{m.toEmail}</td>
                  <td className="px-4 py-3">{m.subject}</td>
                  <td className="px-4 py-3"><Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge></td>
                  <td className="px-4 py-3">{m.attempts}</td>
                  <td className="max-w-xs px-4 py-3 user-text text-muted-foreground">{m.error ?? '—'}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatIstanbulDateTime(m.createdAt)}</td>
                  <td className="px-4 py-3 text-right">{m.status === 'sent' ? null : <RetryEmailButton id={m.id} to={m.toEmail} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
