// The demo salons: five large cities, a mix of hairdressers, barbers, beauty salons, nail
// studios and spas. Tests rely on some of them: 'Işıl Güzellik Salonu' and 'İnci Kuaför'
// (Turkish dotless/dotted I in search), 'Çağla Nail Art', and the inactive PASIF1 (404 pages).
import type { SalonKind } from './demo-service-catalog';

export interface DemoSalonDef {
  code: string;
  name: string;
  kind: SalonKind;
  cityId: number;
  district: string;
  address: string;
  /** Landline area code: 0216 is İstanbul's Anatolian side, 0212 the European side. */
  area: string;
  isActive?: boolean;
  /**
   * No staff_services rows: the app must fall back to matching staff positions with
   * category names (the spec's rule), so positions are named after the categories.
   */
  positionFallback?: boolean;
}

/** Its presence means the demo marketplace was already created. */
export const FIRST_DEMO_SALON_CODE = 'DEMO01';

export const DEMO_SALONS: DemoSalonDef[] = [
  { code: 'DEMO01', name: 'Işıl Güzellik Salonu', kind: 'guzellik', cityId: 34, district: 'Kadıköy', address: 'Caferağa Mah. Moda Cad. No:12', area: '0216' },
  { code: 'DEMO02', name: 'İnci Kuaför', kind: 'kuafor', cityId: 34, district: 'Beşiktaş', address: 'Sinanpaşa Mah. Ihlamurdere Cad. No:45', area: '0212' },
  { code: 'DEMO03', name: 'Çağla Nail Art', kind: 'tirnak', cityId: 34, district: 'Şişli', address: 'Teşvikiye Mah. Vali Konağı Cad. No:31', area: '0212' },
  { code: 'DEMO04', name: 'Usta Berber Cemal', kind: 'berber', cityId: 34, district: 'Üsküdar', address: 'Mimar Sinan Mah. Hakimiyeti Milliye Cad. No:58', area: '0216' },
  { code: 'DEMO05', name: 'Bakırköy Saç Tasarım', kind: 'kuafor', cityId: 34, district: 'Bakırköy', address: 'Zeytinlik Mah. Fişekhane Cad. No:7', area: '0212', positionFallback: true },
  { code: 'DEMO06', name: 'Lavanta Spa & Masaj', kind: 'spa', cityId: 34, district: 'Ataşehir', address: 'Atatürk Mah. Ataşehir Bulvarı No:22', area: '0216' },
  { code: 'DEMO07', name: 'Galata Barber Shop', kind: 'berber', cityId: 34, district: 'Beyoğlu', address: 'Bereketzade Mah. Galata Kulesi Sok. No:5', area: '0212' },
  { code: 'DEMO08', name: 'Moda Güzellik Merkezi', kind: 'guzellik', cityId: 34, district: 'Kadıköy', address: 'Osmanağa Mah. Bahariye Cad. No:77', area: '0216' },
  { code: 'DEMO09', name: 'Nişantaşı Hair Studio', kind: 'kuafor', cityId: 34, district: 'Şişli', address: 'Teşvikiye Mah. Abdi İpekçi Cad. No:18', area: '0212' },
  { code: 'DEMO10', name: 'Bağdat Tırnak Stüdyosu', kind: 'tirnak', cityId: 34, district: 'Maltepe', address: 'Bağlarbaşı Mah. Bağdat Cad. No:402', area: '0216' },
  { code: 'DEMO11', name: 'Ortaköy Erkek Kuaförü', kind: 'berber', cityId: 34, district: 'Beşiktaş', address: 'Ortaköy Mah. Dereboyu Cad. No:36', area: '0212' },
  { code: 'DEMO12', name: 'Levent Cilt Bakım Merkezi', kind: 'guzellik', cityId: 34, district: 'Beşiktaş', address: 'Levent Mah. Çarşı Cad. No:9', area: '0212' },

  { code: 'DEMO13', name: 'Çankaya Güzellik Evi', kind: 'guzellik', cityId: 6, district: 'Çankaya', address: 'Kavaklıdere Mah. Tunalı Hilmi Cad. No:88', area: '0312' },
  { code: 'DEMO14', name: 'Kızılay Berber Salonu', kind: 'berber', cityId: 6, district: 'Çankaya', address: 'Kızılay Mah. Meşrutiyet Cad. No:14', area: '0312' },
  { code: 'DEMO15', name: 'Ayşe Hanım Kuaför', kind: 'kuafor', cityId: 6, district: 'Keçiören', address: 'Kalaba Mah. Yunus Emre Cad. No:41', area: '0312', positionFallback: true },
  { code: 'DEMO16', name: 'Yenimahalle Tırnak Atölyesi', kind: 'tirnak', cityId: 6, district: 'Yenimahalle', address: 'Demetevler Mah. Vatan Cad. No:23', area: '0312' },
  { code: 'DEMO17', name: 'Batıkent Erkek Kuaförü', kind: 'berber', cityId: 6, district: 'Yenimahalle', address: 'Kardelen Mah. Başkent Bulvarı No:12', area: '0312' },
  { code: 'DEMO18', name: 'Zen Spa Ankara', kind: 'spa', cityId: 6, district: 'Çankaya', address: 'Çukurambar Mah. Kızılırmak Cad. No:31', area: '0312' },

  { code: 'DEMO19', name: 'Karşıyaka Saç Sanatı', kind: 'kuafor', cityId: 35, district: 'Karşıyaka', address: 'Bostanlı Mah. Cemal Gürsel Cad. No:412', area: '0232' },
  { code: 'DEMO20', name: 'Bornova Berber Evi', kind: 'berber', cityId: 35, district: 'Bornova', address: 'Kazımdirik Mah. Mustafa Kemal Cad. No:55', area: '0232' },
  { code: 'DEMO21', name: 'Alsancak Güzellik Salonu', kind: 'guzellik', cityId: 35, district: 'Konak', address: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No:104', area: '0232' },
  { code: 'DEMO22', name: 'Kordon Nail Bar', kind: 'tirnak', cityId: 35, district: 'Konak', address: 'Alsancak Mah. Atatürk Cad. No:180', area: '0232' },
  { code: 'DEMO23', name: 'Ege Spa & Wellness', kind: 'spa', cityId: 35, district: 'Karşıyaka', address: 'Mavişehir Mah. Caher Dudayev Bulvarı No:18', area: '0232' },
  { code: 'DEMO24', name: 'Selin Kuaför', kind: 'kuafor', cityId: 35, district: 'Bornova', address: 'Erzene Mah. Ankara Cad. No:29', area: '0232' },

  { code: 'DEMO25', name: 'Nilüfer Güzellik Merkezi', kind: 'guzellik', cityId: 16, district: 'Nilüfer', address: 'Fethiye Mah. Fatih Sultan Mehmet Bulvarı No:57', area: '0224' },
  { code: 'DEMO26', name: 'Osmangazi Erkek Berberi', kind: 'berber', cityId: 16, district: 'Osmangazi', address: 'Altıparmak Mah. Altıparmak Cad. No:33', area: '0224' },
  { code: 'DEMO27', name: 'Bahar Kuaför', kind: 'kuafor', cityId: 16, district: 'Nilüfer', address: 'Görükle Mah. Üniversite Cad. No:15', area: '0224' },
  { code: 'DEMO28', name: 'Yıldız Tırnak Stüdyosu', kind: 'tirnak', cityId: 16, district: 'Nilüfer', address: 'Ertuğrul Mah. Mudanya Yolu No:44', area: '0224' },
  { code: 'DEMO29', name: 'Uludağ Masaj & Spa', kind: 'spa', cityId: 16, district: 'Osmangazi', address: 'Çekirge Mah. Çekirge Cad. No:72', area: '0224' },

  { code: 'DEMO30', name: 'Akdeniz Güzellik Salonu', kind: 'guzellik', cityId: 7, district: 'Muratpaşa', address: 'Şirinyalı Mah. Lara Cad. No:140', area: '0242' },
  { code: 'DEMO31', name: 'Lara Berber', kind: 'berber', cityId: 7, district: 'Muratpaşa', address: 'Güzeloba Mah. Lara Cad. No:260', area: '0242' },
  { code: 'DEMO32', name: 'Konyaaltı Saç Tasarım', kind: 'kuafor', cityId: 7, district: 'Konyaaltı', address: 'Liman Mah. Atatürk Bulvarı No:64', area: '0242' },
  { code: 'DEMO33', name: 'Deniz Spa Antalya', kind: 'spa', cityId: 7, district: 'Konyaaltı', address: 'Hurma Mah. Sarısu Cad. No:19', area: '0242' },
  { code: 'DEMO34', name: 'Ela Nail Studio', kind: 'tirnak', cityId: 7, district: 'Muratpaşa', address: 'Fener Mah. Tekelioğlu Cad. No:25', area: '0242' },

  { code: 'PASIF1', name: 'Eski Çarşı Kuaför', kind: 'kuafor', cityId: 34, district: 'Fatih', address: 'Mercan Mah. Çarşıkapı Cad. No:3', area: '0212', isActive: false },
];

/** Opening hours in minutes after midnight, cycled over the salons; [540, 1080] is the default. */
export const OPENING_HOURS: readonly (readonly [number, number])[] = [
  [540, 1200], [600, 1260], [480, 1140], [540, 1080], [570, 1230], [600, 1200], [540, 1140],
];
