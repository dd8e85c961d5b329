// Turkish review comments by rating (10–500 characters, like the review form requires).

export const COMMENTS_BY_RATING: Record<2 | 3 | 4 | 5, readonly string[]> = {
  5: [
    'Harika bir deneyim oldu, kesinlikle tekrar geleceğim. Çalışanlar çok ilgili ve güler yüzlü.',
    'Randevu saatinde hiç bekletmeden aldılar. Sonuçtan çok memnun kaldım, herkese tavsiye ederim.',
    'Salon tertemiz, hijyen kurallarına çok dikkat ediliyor. Emeğinize sağlık!',
    'Yıllardır böyle memnun kaldığım bir yer bulamamıştım. Ellerine sağlık, çok teşekkürler.',
    'İşinin ehli bir ekip. İstediğimi tam anlayıp birebir uyguladılar.',
    'Online randevu almak çok kolaydı, salona gittiğimde her şey hazırdı. Çok profesyoneller.',
    'Fiyat ve performans açısından şehrin en iyisi diyebilirim. Ortam da çok huzurlu.',
    'Arkadaşımın tavsiyesiyle geldim, iyi ki gelmişim. Artık düzenli müşterinizim.',
    'Çok titiz çalışıyorlar, her detayla ilgilendiler. Sonuç beklediğimden de güzel oldu.',
    'Sıcak karşılama, ikram edilen çay ve kaliteli hizmet için teşekkürler. Beş yıldızı hak ediyor.',
  ],
  4: [
    'Genel olarak memnun kaldım, sadece randevuma on dakika kadar geç alındım.',
    'Hizmet kaliteli, fiyatlar biraz yüksek ama verdiğiniz paraya değiyor.',
    'Güzel bir salon, çalışanlar ilgili. Hafta sonu biraz kalabalık oluyor.',
    'Sonuçtan memnunum. Otopark sorunu olmasa beş yıldız verirdim.',
    'İlgili ve nazik bir ekip. Bir sonraki randevumda farklı bir uygulama deneyeceğim.',
    'Temiz ve düzenli bir ortam, işlem de başarılıydı. Tavsiye ederim.',
  ],
  3: [
    'Fena değildi ama beklentimi tam karşılamadı. Belki bir şans daha veririm.',
    'İşlem iyiydi fakat salon oldukça kalabalık ve gürültülüydü.',
    'Fiyatına göre ortalama bir hizmet. Randevu saatine daha çok dikkat edilmeli.',
  ],
  2: [
    'Randevu saatimde gitmeme rağmen yarım saat bekledim, işlem de aceleye geldi.',
    'İstediğim modeli tam anlatmama rağmen farklı bir sonuç çıktı, memnun kalmadım.',
  ],
};
