// What each kind of demo salon offers: salon-scoped categories with realistic Turkish
// services, TRY price ranges (rounded to 50 when picked) and durations in 15-minute steps.

export type SalonKind = 'kuafor' | 'berber' | 'guzellik' | 'tirnak' | 'spa';

export interface ServiceTemplate {
  name: string;
  description: string;
  minPrice: number;
  maxPrice: number;
  durationMinutes: number;
}

export interface CategoryTemplate {
  /** The category name salons show ('Saç'); two templates may share one (women's/men's hair). */
  name: string;
  /** Who gives these services; staff with this position are mapped to the category's services. */
  position: string;
  services: ServiceTemplate[];
}

const s = (name: string, description: string, minPrice: number, maxPrice: number, durationMinutes: number): ServiceTemplate =>
  ({ name, description, minPrice, maxPrice, durationMinutes });

const WOMENS_HAIR: CategoryTemplate = {
  name: 'Saç', position: 'Kuaför', services: [
    s('Saç Kesimi', 'Yıkama, kesim ve şekillendirme dahil.', 350, 800, 45),
    s('Fön', 'Yıkama ve fön ile düz ya da dalgalı şekillendirme.', 200, 400, 30),
    s('Boya', 'Dipten uca tek renk saç boyama.', 1200, 2500, 120),
    s('Röfle', 'Folyo ile doğal ışıltı veren röfle uygulaması.', 1800, 3500, 150),
    s('Keratin Bakımı', 'Elektriklenmeyi azaltan, parlaklık veren keratin bakımı.', 2000, 3500, 180),
    s('Topuz', 'Özel günler için topuz ve saç tasarımı.', 600, 1200, 60),
  ],
};

const MENS_HAIR: CategoryTemplate = {
  name: 'Saç', position: 'Berber', services: [
    s('Saç Kesimi', 'Makas ve makine ile erkek saç kesimi, yıkama dahil.', 250, 500, 30),
    s('Çocuk Saç Kesimi', '12 yaş altı çocuklar için saç kesimi.', 200, 300, 30),
    s('Saç Yıkama ve Fön', 'Yıkama, masaj ve fön.', 150, 250, 15),
    s('Saç Boyama', 'Beyaz kapatma ve tek renk boyama.', 600, 1000, 60),
  ],
};

const BEARD: CategoryTemplate = {
  name: 'Sakal', position: 'Berber', services: [
    s('Sakal Tıraşı', 'Makine ile sakal kesimi ve kontür.', 150, 300, 30),
    s('Ustura Tıraşı', 'Sıcak havlu eşliğinde ustura ile tıraş.', 200, 400, 30),
    s('Sakal Şekillendirme', 'Yüz hattına uygun sakal tasarımı.', 200, 350, 30),
    s('Sakal Boyama', 'Doğal tonlarda sakal boyama.', 250, 450, 30),
  ],
};

const MENS_SKIN: CategoryTemplate = {
  name: 'Cilt Bakımı', position: 'Berber', services: [
    s('Erkek Cilt Bakımı', 'Temizleme, peeling ve nemlendirme.', 600, 1000, 45),
    s('Siyah Nokta Maskesi', 'Burun ve yanaklar için siyah nokta maskesi.', 250, 400, 15),
    s('Kulak ve Burun Ağdası', 'Hızlı ve hijyenik ağda uygulaması.', 100, 200, 15),
  ],
};

const SKIN: CategoryTemplate = {
  name: 'Cilt Bakımı', position: 'Cilt Bakım Uzmanı', services: [
    s('Cilt Bakımı', 'Cilt analizi, derin temizlik ve maske.', 800, 1500, 60),
    s('Hydrafacial', 'Vakumlu temizlik ve serum ile yoğun nem bakımı.', 1500, 3000, 60),
    s('Leke Bakımı', 'Güneş ve yaş lekelerine yönelik bakım.', 1000, 2000, 75),
    s('Akne Bakımı', 'Akneye eğilimli ciltler için arındırıcı bakım.', 900, 1600, 60),
  ],
};

const NAILS: CategoryTemplate = {
  name: 'Tırnak', position: 'Manikürist', services: [
    s('Manikür', 'Tırnak şekillendirme, kütikül bakımı ve oje.', 300, 500, 45),
    s('Pedikür', 'Ayak bakımı, topuk temizliği ve oje.', 400, 650, 60),
    s('Kalıcı Oje', 'Üç haftaya kadar dayanan jel oje.', 450, 750, 60),
    s('Protez Tırnak', 'Jel ya da akrilik ile tırnak uzatma.', 1000, 1800, 120),
    s('Nail Art', 'On tırnak için el çizimi tasarım.', 300, 700, 45),
    s('Jel Güçlendirme', 'Doğal tırnak üzerine jel ile güçlendirme.', 600, 1000, 75),
  ],
};

const MAKEUP: CategoryTemplate = {
  name: 'Makyaj', position: 'Makyaj Uzmanı', services: [
    s('Günlük Makyaj', 'Doğal ve hafif günlük makyaj.', 800, 1500, 45),
    s('Gece Makyajı', 'Davet ve özel geceler için makyaj.', 1200, 2200, 60),
    s('Gelin Makyajı', 'Prova dahil gelin makyajı.', 2500, 3500, 120),
    s('İpek Kirpik', 'Tek tek uygulanan ipek kirpik.', 900, 1500, 90),
  ],
};

const WAXING: CategoryTemplate = {
  name: 'Epilasyon', position: 'Güzellik Uzmanı', services: [
    s('Kaş Alımı', 'İp ya da cımbız ile kaş şekillendirme.', 150, 300, 15),
    s('Bıyık Alımı', 'İp ile üst dudak epilasyonu.', 100, 200, 15),
    s('Bacak Ağda', 'Tüm bacak için sir ağda.', 400, 700, 45),
    s('Tüm Vücut Ağda', 'Tüm vücut için sir ağda.', 900, 1500, 90),
    s('Lazer Epilasyon', 'Tek bölge buz lazer epilasyon seansı.', 600, 1200, 30),
  ],
};

const MASSAGE: CategoryTemplate = {
  name: 'Masaj', position: 'Masaj Terapisti', services: [
    s('İsveç Masajı', 'Kasları gevşeten klasik tüm vücut masajı.', 1200, 2000, 60),
    s('Aromaterapi Masajı', 'Doğal yağlarla rahatlatıcı masaj.', 1400, 2200, 60),
    s('Sıcak Taş Masajı', 'Isıtılmış bazalt taşlarla derin rahatlama.', 1600, 2600, 75),
    s('Bali Masajı', 'Germe ve akupresür teknikleriyle uzun masaj.', 1500, 2400, 90),
    s('Refleksoloji', 'Ayak tabanındaki noktalara baskı ile masaj.', 800, 1300, 45),
  ],
};

/** Per kind: the first two categories always, the rest optionally (2–4 categories a salon). */
export const CATEGORIES_BY_KIND: Record<SalonKind, CategoryTemplate[]> = {
  kuafor: [WOMENS_HAIR, MAKEUP, NAILS, SKIN],
  berber: [MENS_HAIR, BEARD, MENS_SKIN],
  guzellik: [SKIN, WAXING, MAKEUP, NAILS],
  tirnak: [NAILS, WAXING, MAKEUP],
  spa: [MASSAGE, SKIN, WAXING],
};
