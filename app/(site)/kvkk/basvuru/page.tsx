// /kvkk/basvuru: anyone, with an account or without, asks for a copy of their data, its erasure or
// correction, or something else (KVKK art. 11), linked from the notices' "how to use your rights".
// Static: the page reads nothing; the form's steps are server actions (features/privacy).
import type { Metadata } from 'next';
import Link from 'next/link';
import { KvkkRequestFlow } from '@/features/privacy/components/request/kvkk-request-flow';

const TITLE = 'KVKK Başvurusu';
const DESCRIPTION = 'Kişisel verilerinizin bir kopyasını, silinmesini veya düzeltilmesini isteyin. Başvurular en geç 30 gün içinde ücretsiz yanıtlanır.';

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: '/kvkk/basvuru' },
  openGraph: { type: 'website', url: '/kvkk/basvuru', title: `${TITLE} | SalonRandevu`, description: DESCRIPTION, locale: 'tr_TR', siteName: 'SalonRandevu' },
};

export default function KvkkRequestPage() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
        <p className="leading-relaxed text-muted-foreground">
          6698 sayılı Kişisel Verilerin Korunması Kanunu&apos;nun 11. maddesindeki haklarınızı bu formla kullanabilirsiniz.
          Başvurunuz, kimliğiniz doğrulandıktan sonra en geç 30 gün içinde ve ücretsiz olarak yanıtlanır (md. 13).
        </p>
      </header>
      <aside className="rounded-xl bg-muted/50 p-4 text-sm leading-relaxed">
        <p>
          <span className="font-medium">Hesabınız varsa beklemenize gerek yok:</span> giriş yapıp{' '}
          <Link href="/verilerim" prefetch={false} className="font-medium text-primary underline underline-offset-4">Verilerim</Link>{' '}
          sayfasında hakkınızda tuttuğumuz her şeyi görebilir, indirebilir ve hesabınızı kapatabilirsiniz.
        </p>
      </aside>
      <KvkkRequestFlow />
      <p className="text-sm text-muted-foreground">
        Hangi verileri neden işlediğimiz ve diğer başvuru yolları:{' '}
        <Link href="/kvkk#basvuru" className="font-medium text-primary underline underline-offset-4">KVKK Aydınlatma Metni</Link>
      </p>
    </div>
  );
}
