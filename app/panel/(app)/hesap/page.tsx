// /panel/hesap: the signed-in user's own account: who they are in which salon, and their password.
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PanelPasswordForm } from '@/features/panel/components/panel-password-form';
import { requireSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Hesabım' };

export default async function PanelAccountPage() {
  const user = await requireSalonUser('account.password');
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Hesabım" description={`${user.firstName} ${user.lastName} · ${user.username} · ${user.salonName} (${user.salonCode})`} />
      <section aria-labelledby="password-heading" className="rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="password-heading" className="mb-4 text-lg font-semibold">Şifre Değiştir</h2>
        <PanelPasswordForm />
      </section>
    </div>
  );
}
