// Turkish names for demo staff, owners, customers and guests.

export const FEMALE_NAMES = [
  'Ayşe', 'Fatma', 'Zeynep', 'Elif', 'Merve', 'Büşra', 'Selin', 'Ebru', 'Derya', 'Gizem',
  'Esra', 'Ece', 'Deniz', 'Aslı', 'Burcu', 'Cansu', 'Damla', 'Gamze', 'Hande', 'İrem',
  'Melike', 'Özge', 'Pınar', 'Seda', 'Tuğba', 'Yasemin', 'Şule', 'Gülşen', 'Nur', 'Sibel',
] as const;

export const MALE_NAMES = [
  'Mehmet', 'Ahmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'Murat', 'Emre', 'Burak',
  'Serkan', 'Onur', 'Kerem', 'Oğuz', 'Cem', 'Barış', 'Tolga', 'Volkan', 'Umut', 'Çağrı',
] as const;

export const LAST_NAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Erdoğan', 'Güneş', 'Aksoy', 'Tekin', 'Ünal', 'Akın', 'Bulut', 'Taş',
] as const;

/** Positions that are mostly men's trades in Turkish salons; other positions get women's names. */
export const MALE_POSITIONS = new Set(['Berber']);
