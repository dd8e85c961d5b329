// Landing-page content the spec kept in the admin's browser storage: logo, hero, section
// texts, feature cards, testimonials and contact details. Inserted only when missing, so an
// admin's edits are never overwritten by a later seed.
import { eq } from 'drizzle-orm';
import { contactInfo, featureCards, siteContent, testimonials } from '../schema';
import type { SeedTx } from './types';

const SITE_CONTENT = [
  {
    key: 'logo' as const,
    value: {
      type: 'icon+text', text: 'SalonRandevu', imageUrl: '', showIcon: true,
      iconColor: 'pink', textGradient: 'pink-purple',
    },
  },
  {
    key: 'hero' as const,
    value: {
      title: 'Randevularınızı Kolayca Alın ve Yönetin',
      subtitle: 'Kuaför, berber, güzellik salonu ve daha fazlası: size en yakın salonu bulun, '
        + 'uygun saati seçin, randevunuzu saniyeler içinde oluşturun.',
      primaryButtonText: 'Randevu Al',
      secondaryButtonText: 'Salonunu Kaydet',
      slideInterval: 5000,
      showSlideIndicators: true,
      images: [],
    },
  },
  {
    key: 'features_section' as const,
    value: {
      title: 'Salonunuz İçin Her Şey Tek Yerde',
      description: 'Randevudan ödemeye, müşteri takibinden raporlamaya kadar işletmenizi büyütmeniz için gereken tüm araçlar.',
    },
  },
  {
    key: 'detailed_features_section' as const,
    value: {
      title: 'Güçlü Özellikler',
      description: 'Salon sahiplerinin günlük işlerini kolaylaştırmak için tasarlanmış, kullanımı kolay ve güvenilir araçlar.',
    },
  },
  {
    key: 'pricing_section' as const,
    value: {
      title: 'Size Uygun Planı Seçin',
      description: '14 gün ücretsiz deneyin, ardından aylık ya da yıllık plana geçin. Gizli ücret yok, dilediğiniz zaman iptal edin.',
    },
  },
];

const BASIC_FEATURES = [
  ['Akıllı Randevu Yönetimi', 'Çakışmasız takvim, personel bazlı uygun saatler ve otomatik hatırlatmalarla randevularınızı zahmetsizce yönetin.', 'Calendar'],
  ['Müşteri Yönetimi', 'Müşterilerinizin iletişim bilgilerini, geçmiş randevularını ve tercihlerini tek ekranda görün.', 'User'],
  ['Ödeme Sistemi', 'Kredi kartıyla güvenli ödeme alın, kasa ve adisyonlarınızı kolayca takip edin.', 'CreditCard'],
  ['Raporlama', 'Günlük, haftalık ve aylık ciro, doluluk ve personel performansı raporlarıyla işletmenizi büyütün.', 'Star'],
  ['Mobil Uyumlu', 'Telefondan, tabletten veya bilgisayardan; salonunuzu her yerden yönetin.', 'Heart'],
  ['Güvenli ve Yedekli', 'Verileriniz şifreli bağlantıyla korunur ve düzenli olarak yedeklenir.', 'Shield'],
] as const;

const DETAILED_FEATURES = [
  ['Online Randevu', 'Müşterileriniz 7/24 internetten randevu alsın; boş saatler anında güncellensin.', 'Calendar'],
  ['Personel Yönetimi', 'Çalışma saatlerini, verdikleri hizmetleri ve randevu yoğunluklarını personel bazında takip edin.', 'Users'],
  ['Kolay Tahsilat', 'Nakit, kart ve online ödemeleri tek yerden kaydedin, gün sonu kasanızı kapatın.', 'CreditCard'],
  ['Detaylı Raporlar', 'Hangi hizmetin ne kadar kazandırdığını, en yoğun gün ve saatleri grafiklerle görün.', 'BarChart'],
  ['Mobil Uygulama', 'Salon uygulamasıyla randevuları telefonunuzdan onaylayın, değiştirin veya iptal edin.', 'Smartphone'],
  ['Veri Güvenliği', 'Rol bazlı yetkilendirme ile her çalışan yalnızca yetkili olduğu bilgileri görür.', 'Shield'],
  ['Müşteri Yorumları', 'Onaylı müşteri yorumlarıyla salonunuzun itibarını artırın, yeni müşteriler kazanın.', 'Star'],
  ['Sadık Müşteriler', 'Hatırlatma mesajları ve kişisel ilgiyle müşterilerinizin tekrar gelmesini sağlayın.', 'Heart'],
] as const;

const TESTIMONIALS = [
  {
    name: 'Ayşe Yılmaz', role: 'Salon Sahibi', company: 'Ayşe Güzellik Salonu', rating: 5,
    comment: 'Telefonla randevu almaktan kurtulduk. Müşterilerimiz gece bile online randevu alabiliyor, boş saatlerimiz neredeyse kalmadı.',
  },
  {
    name: 'Mehmet Demir', role: 'Berber', company: 'Demir Erkek Kuaförü', rating: 5,
    comment: 'Kullanımı çok kolay. Üç ustamın programını tek ekrandan görüyorum, çakışan randevu derdi bitti.',
  },
  {
    name: 'Zeynep Kaya', role: 'İşletme Müdürü', company: 'Lotus Spa & Masaj', rating: 4,
    comment: 'Raporlar sayesinde hangi hizmetin daha çok kazandırdığını gördük ve fiyatlarımızı buna göre düzenledik. Destek ekibi de çok ilgili.',
  },
];

const CONTACT = {
  phone: '0212 555 00 00',
  email: 'info@salonrandevu.com',
  address: 'Esentepe Mah. Büyükdere Cad. No:120, 34394 Şişli / İstanbul',
  workingHours: 'Pazartesi - Cumartesi: 09:00 - 19:00',
};

export async function seedSiteContent(tx: SeedTx): Promise<void> {
  await tx.insert(siteContent).values(SITE_CONTENT).onConflictDoNothing();

  // Feature cards, testimonials and contact details have no natural key: a kind (or table)
  // that already has rows counts as edited by an admin and is left alone.
  if ((await tx.$count(featureCards, eq(featureCards.kind, 'basic'))) === 0) {
    await tx.insert(featureCards).values(toCards('basic', BASIC_FEATURES));
  }
  if ((await tx.$count(featureCards, eq(featureCards.kind, 'detailed'))) === 0) {
    await tx.insert(featureCards).values(toCards('detailed', DETAILED_FEATURES));
  }
  if ((await tx.$count(testimonials)) === 0) {
    await tx.insert(testimonials).values(TESTIMONIALS.map((t, i) => ({ ...t, sortOrder: i + 1 })));
  }
  if ((await tx.$count(contactInfo)) === 0) {
    await tx.insert(contactInfo).values({ ...CONTACT, isActive: true });
  }
}

function toCards(kind: 'basic' | 'detailed', cards: readonly (readonly [string, string, string])[]) {
  return cards.map(([title, description, icon], i) => ({ kind, title, description, icon, sortOrder: i + 1 }));
}
