// /admin/content (admins and up): the landing page's content by tab (?tab=, default
// 'features'), and the data controller the KVKK notices name ('kvkk'). Each tab reads its own
// data on the server; saves expire the cache of the public pages that show it.
import Link from 'next/link';
import { ContactInfoEditor, HeroEditor, SectionEditor } from '@/features/content/components/admin/content-editors';
import { FeatureCards } from '@/features/content/components/admin/feature-cards';
import { HeroImages } from '@/features/content/components/admin/hero-images';
import { KvkkControllerEditor } from '@/features/content/components/admin/kvkk-controller-editor';
import { LogoEditor } from '@/features/content/components/admin/logo-editor';
import { SitePricingCards } from '@/features/content/components/admin/site-pricing-cards';
import { AdminPageHeader } from '@/components/kit/page-header';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import type { RawSearchParams } from '@/platform/http/table-query';
import { getContactInfoForAdmin, getHeroForAdmin, getSectionText, listFeatureCards } from '@/features/content/server/content-admin';
import { loadKvkkController } from '@/features/content/server/kvkk';
import { loadLandingContent } from '@/features/content/server/landing';
import { loadLogoConfig } from '@/features/content/server/site-content';
import { listSitePricingCards } from '@/features/content/server/pricing-cards';
import { cn } from '@/components/ui/utils';

const SCREEN = screenAt('/admin/content');
export const generateMetadata = adminMetadata(SCREEN);

const TABS = [
  { value: 'logo', label: 'Logo ve Marka' }, { value: 'features', label: 'Temel Özellikler' },
  { value: 'detailed-features', label: 'Güçlü Özellikler' }, { value: 'hero', label: 'Ana Sayfa' },
  { value: 'pricing', label: 'Fiyatlandırma' }, { value: 'about', label: 'Hakkımızda' },
  { value: 'testimonials', label: 'Müşteri Yorumları' }, { value: 'contact', label: 'İletişim Bilgileri' },
  { value: 'kvkk', label: 'KVKK Veri Sorumlusu' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default async function ContentPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const raw = (await searchParams).tab;
  const tab: Tab = TABS.find((t) => t.value === raw)?.value ?? 'features';
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Ana sayfada görünen içerikler; kaydettiğiniz değişiklik bir sonraki ziyarette görünür" />
      <nav aria-label="İçerik bölümleri" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {TABS.map((t) => (
          <Link key={t.value} href={t.value === 'features' ? '/admin/content' : `/admin/content?tab=${t.value}`} scroll={false}
            aria-current={t.value === tab ? 'page' : undefined}
            className={cn('rounded-md px-3 py-1.5 text-sm font-medium', t.value === tab ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground')}>
            {t.label}
          </Link>
        ))}
      </nav>
      <section aria-label={TABS.find((t) => t.value === tab)!.label}>
        <TabBody tab={tab} />
      </section>
    </div>
  );
}

async function TabBody({ tab }: { tab: Tab }) {
  switch (tab) {
    case 'features':
    case 'detailed-features': {
      const kind = tab === 'features' ? 'basic' : 'detailed';
      const key = tab === 'features' ? 'features_section' : 'detailed_features_section';
      const [cards, section, landing] = await Promise.all([listFeatureCards(kind), getSectionText(key), loadLandingContent()]);
      return (
        <div className="grid gap-8">
          <SectionEditor sectionKey={key} initial={section ?? (tab === 'features' ? landing.featuresSection : landing.detailedFeaturesSection)} />
          <FeatureCards kind={kind} cards={cards.map(({ id, title, description, icon, isVisible }) => ({ id, title, description, icon, isVisible }))} />
        </div>
      );
    }
    case 'hero': {
      const h = await getHeroForAdmin();
      return (
        <div className="grid gap-8">
          <HeroEditor initial={{ title: h.title, subtitle: h.subtitle, primaryButtonText: h.primaryButtonText, secondaryButtonText: h.secondaryButtonText, slideInterval: h.slideInterval, showSlideIndicators: h.showSlideIndicators }} />
          <HeroImages initial={h.images.map((img, i) => ({ ...img, id: img.id || `img-${i}` }))} />
        </div>
      );
    }
    case 'pricing': {
      const [landing, cards] = await Promise.all([loadLandingContent(), listSitePricingCards()]);
      return (
        <div className="grid gap-8">
          <SectionEditor sectionKey="pricing_section" initial={landing.pricingSection} />
          <SitePricingCards cards={cards} />
          <p className="text-sm text-muted-foreground">Abonelik planları <Link className="underline" href="/admin/pricing">Fiyatlandırma Yönetimi</Link> ekranından düzenlenir.</p>
        </div>
      );
    }
    case 'contact': {
      const info = await getContactInfoForAdmin();
      return <ContactInfoEditor initial={{ phone: info.phone, email: info.email, address: info.address ?? '', workingHours: info.workingHours ?? '' }} />;
    }
    case 'testimonials':
      return <p className="text-sm">Müşteri yorumları <Link className="font-medium underline" href="/admin/testimonials">Müşteri Yorumları</Link> ekranından yönetilir.</p>;
    case 'about':
      return <p className="rounded-xl border p-8 text-center text-muted-foreground">Hakkımızda bölümü yakında geliştirilecek.</p>;
    case 'logo':
      return <LogoEditor initial={await loadLogoConfig()} />;
    case 'kvkk': {
      const controller = await loadKvkkController();
      return <KvkkControllerEditor initial={{ ...controller, kep: controller.kep ?? '', mersis: controller.mersis ?? '' }} />;
    }
  }
}
