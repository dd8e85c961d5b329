// Privacy notice (KVKK). A fully static page: no database, no cookies, prerendered at build
// time. It sits outside the (site) group on purpose, whose layout renders per request, and
// `npm run bench` uses it as the static baseline the dynamic pages are compared with.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Scissors } from 'lucide-react';

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Gizlilik ve Kişisel Verilerin Korunması',
  description: 'SalonRandevu kişisel verilerin işlenmesi ve korunması hakkında aydınlatma metni (KVKK).',
  alternates: { canonical: '/gizlilik' },
  openGraph: {
    type: 'article',
    url: '/gizlilik',
    title: 'Gizlilik ve Kişisel Verilerin Korunması | SalonRandevu',
    description: 'SalonRandevu kişisel verilerin işlenmesi ve korunması hakkında aydınlatma metni (KVKK).',
  },
};

const SECTIONS = [
  {
    title: 'Hangi verileri işliyoruz?',
    body: 'Randevu oluştururken verdiğiniz ad, soyad, telefon numarası ve isteğe bağlı e-posta adresiniz ile randevu notlarınızı; üye olduysanız hesap bilgilerinizi ve yazdığınız yorumları işleriz. İletişim formunu kullandığınızda gönderdiğiniz bilgileri saklarız.',
  },
  {
    title: 'Verileri neden işliyoruz?',
    body: 'Randevunuzu seçtiğiniz salona iletmek, randevunuzla ilgili sizi bilgilendirmek, hesabınızı yönetmek ve taleplerinize yanıt vermek için. Verileriniz reklam amacıyla üçüncü kişilere satılmaz.',
  },
  {
    title: 'Verileri kimlerle paylaşıyoruz?',
    body: 'Randevu bilgileriniz yalnızca randevu aldığınız salonla paylaşılır. Ödeme işlemleri lisanslı ödeme kuruluşu üzerinden yapılır; kart bilgileriniz sistemimizde saklanmaz.',
  },
  {
    title: 'Verileri nasıl koruyoruz?',
    body: 'Şifreler geri döndürülemez biçimde saklanır, bağlantılar şifrelenir ve verilere yalnızca yetkili kişiler erişebilir. Veriler düzenli olarak yedeklenir.',
  },
  {
    title: 'Haklarınız',
    body: '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında verilerinize erişme, düzeltilmesini veya silinmesini isteme haklarına sahipsiniz. Haklarınızın tamamı, veri sorumlusunun bilgileri ve başvuru yolları aşağıdaki KVKK aydınlatma metinlerindedir.',
  },
];

export default function PrivacyPage() {
  return (
    <>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <Link href="/" className="flex items-center gap-2 text-xl font-bold">
            <Scissors className="size-6 text-primary" aria-hidden="true" />
            <span className="text-brand-gradient">SalonRandevu</span>
          </Link>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">Gizlilik ve Kişisel Verilerin Korunması</h1>
        <p className="mb-8 text-muted-foreground">
          Bu metin, SalonRandevu platformunu kullanırken kişisel verilerinizin nasıl işlendiğini açıklar.
        </p>
        {SECTIONS.map((section) => (
          <section key={section.title} className="mb-8">
            <h2 className="mb-2 text-xl font-semibold">{section.title}</h2>
            <p className="leading-relaxed">{section.body}</p>
          </section>
        ))}
        {/* The KVKK notices render per request from cached data; this page stays static and links them. */}
        <nav aria-label="KVKK aydınlatma metinleri" className="mb-8">
          <ul className="grid gap-2">
            <li><Link href="/kvkk" className="font-medium text-primary hover:underline">KVKK Aydınlatma Metni (randevu alan müşteriler)</Link></li>
            <li><Link href="/kvkk/salon" className="font-medium text-primary hover:underline">Salonlar İçin KVKK Aydınlatma Metni (salon sahipleri ve çalışanları)</Link></li>
          </ul>
        </nav>
        <Link href="/" className="font-medium text-primary hover:underline">Ana sayfaya dön</Link>
      </main>
    </>
  );
}
