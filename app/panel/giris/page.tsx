// /panel/giris: salon users sign in with their salon code, username and password. Someone
// already signed in goes straight to the panel.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PanelLoginForm } from '@/features/panel/components/login-form';
import { currentSalonUser } from '@/platform/access/panel-session';

export const metadata: Metadata = { title: 'Giriş' };

/** A value from the registration's link, if it looks like one (anything else is left out). */
function prefillValue(value: string | string[] | undefined, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

export default async function PanelLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await currentSalonUser()) redirect('/panel');
  const params = await searchParams;
  const prefill = {
    salonCode: prefillValue(params.kod, /^[A-Za-z0-9]{1,20}$/),
    username: prefillValue(params.kullanici, /^[\p{L}\p{N}._-]{1,100}$/u),
  };
  return (
    <main className="flex flex-1 items-center justify-center bg-muted/30 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-3xl font-bold tracking-tight">Salon Paneli</h1>
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Kayıtta size verilen salon kodu, kullanıcı adınız ve şifrenizle giriş yapın.
        </p>
        <PanelLoginForm prefill={prefill} />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Salonunuz henüz kayıtlı değil mi?{' '}
          <Link href="/salon-kayit" className="font-medium text-primary underline-offset-4 hover:underline">Salon kaydı</Link>
        </p>
      </div>
    </main>
  );
}
