// What differs between the two KVKK notices (kvkk-notice.ts builds them): whose data, which
// data, why, to whom. Written from what the product really stores (platform/db/schema), in
// plain Turkish; a new kind of personal data in the schema belongs in these lists too.

export type KvkkAudience = 'customer' | 'salon';

export interface AudienceText {
  title: string;
  description: string;
  intro: string;
  /** Who else is a controller of the same data, and for what. */
  otherController: string;
  data: string[];
  purposes: string[];
  bases: { contract: string; legal: string; legitimate: string };
  /** What we do send instead of marketing. */
  messages: string;
  recipients: string[];
  collection: string;
}

const HOSTING = 'Barındırma ve veritabanı hizmet sağlayıcımıza (Supabase): verilerin saklanması ve sistemin çalışması için.';
const AUTHORITIES = 'Yetkili kamu kurum ve kuruluşlarına ve yargı mercilerine: yalnızca kanunun zorunlu kıldığı hâllerde ve istenen ölçüde.';

const CUSTOMER: AudienceText = {
  title: 'KVKK Aydınlatma Metni',
  description: 'SalonRandevu\'da randevu alan müşterilerin kişisel verilerinin işlenmesine ilişkin aydınlatma metni (6698 sayılı KVKK md. 10).',
  intro: 'Bu metin, SalonRandevu üzerinden randevu aldığınızda (üye olarak ya da üye olmadan), üye olduğunuzda, yorum yazdığınızda '
    + 'veya bize yazdığınızda kişisel verilerinizin nasıl işlendiğini açıklar.',
  otherController: 'Randevu aldığınız salon da sizinle ilgili kendi kayıtları (hakkınızdaki notlar, salondaki adisyonlarınız) '
    + 'bakımından ayrıca veri sorumlusudur; bu kayıtlarla ilgili taleplerinizi salona da iletebilirsiniz.',
  data: [
    'Kimlik ve iletişim bilgileri: adınız soyadınız, telefon numaranız ve (verdiyseniz) e-posta adresiniz.',
    'Randevu geçmişiniz: salon, hizmet, personel, tarih ve saat, randevunun durumu ve randevuya eklediğiniz not.',
    'Yorumlarınız: salonlar hakkında yazdığınız yorumlar ve verdiğiniz puanlar (yayımlanan yorumlarda adınızın yalnızca ilk iki harfi görünür).',
    'Salonun sizinle ilgili tuttuğu notlar (örneğin tercihleriniz).',
    'Salondaki adisyonlarınız: aldığınız hizmet ve ürünler, tutarlar ve ödeme şekli.',
    'Üyelik bilgileri: şifreniz (geri döndürülemez biçimde saklanır) ve oturum bilgileriniz.',
    'İletişim formundan bize yazdığınız mesaj ve iletişim bilgileriniz.',
    'İşlem güvenliği bilgileri: IP adresiniz, giriş denemeleriniz ve işlemlerin zamanı.',
  ],
  purposes: [
    'Randevunuzu oluşturmak, seçtiğiniz salona iletmek, değiştirmek veya iptal etmek.',
    'Randevunuzla ilgili size bilgi vermek (onay, hatırlatma, değişiklik, iptal).',
    'Üyelik hesabınızı açmak ve randevularınızı ve yorumlarınızı size göstermek.',
    'Yorumlarınızı yayımlamak ve yalnızca randevusu tamamlanan müşterilerin yorum yazabilmesini sağlamak.',
    'Salonun hizmeti sunabilmesi için randevu, not ve adisyon kayıtlarını tutmak.',
    'Bize yazdığınız mesajlara yanıt vermek.',
    'Sistemi ve hesabınızı kötüye kullanıma, sahteciliğe ve yetkisiz erişime karşı korumak.',
    'Vergi ve muhasebe mevzuatından doğan yükümlülükleri yerine getirmek.',
  ],
  bases: {
    contract: 'randevunuzun oluşturulması ve yürütülmesi, üyelik hesabınız ve yorumlarınız.',
    legal: 'salonda düzenlenen adisyonların vergi ve muhasebe mevzuatı gereği saklanması, yetkili kurumların kanuni talepleri.',
    legitimate: 'güvenlik kayıtlarının tutulması, kötüye kullanım ve sahtecilik sınırları (örneğin kısa sürede yapılan çok sayıda deneme), iletişim formundaki mesajlarınıza yanıt verilmesi.',
  },
  messages: 'Gönderdiğimiz e-posta ve SMS\'ler yalnızca kendi randevunuzla ilgilidir (oluşturma, onay, hatırlatma, değişiklik, iptal).',
  recipients: [
    'Randevu aldığınız salona: randevunuzu karşılayabilmesi için adınız, telefonunuz, e-postanız, randevu bilgileriniz ve notunuz.',
    HOSTING,
    'E-posta ve SMS gönderim hizmeti sağlayıcılarına: yalnızca randevunuzla ilgili iletileri size ulaştırmak için gereken bilgiler.',
    AUTHORITIES,
  ],
  collection: 'Kişisel verileriniz elektronik ortamda, internet sitemizdeki randevu, üyelik, yorum ve iletişim formlarına '
    + 'girdiğiniz bilgilerle sizden; salona telefonla veya yüz yüze aldığınız randevular, adisyonlar ve notlar için salonun '
    + 'kendi panelinde girdiği kayıtlarla toplanır.',
};

const SALON: AudienceText = {
  title: 'Salonlar İçin KVKK Aydınlatma Metni',
  description: 'SalonRandevu\'ya kayıtlı salonların sahipleri ve çalışanlarının kişisel verilerinin işlenmesine ilişkin aydınlatma metni (6698 sayılı KVKK md. 10).',
  intro: 'Bu metin, salonunuzu SalonRandevu\'ya kaydettiğinizde, aboneliğinizi ödediğinizde ve salon panelini kullandığınızda '
    + 'salon sahibinin ve panel kullanıcısı ya da personel olarak kaydedilen çalışanların kişisel verilerinin nasıl işlendiğini açıklar.',
  otherController: 'Salonunuz, çalışanlarının ve müşterilerinin panelde tuttuğu kayıtları bakımından ayrıca veri sorumlusudur: '
    + 'panele kullanıcı veya personel olarak eklediğiniz çalışanlarınızı bu metinden haberdar edin.',
  data: [
    'Kimlik ve iletişim bilgileri: salon sahibinin ve çalışanların adı soyadı, telefon numarası ve e-posta adresi.',
    'Panel hesabı bilgileri: salon kodu, kullanıcı adı, şifre (geri döndürülemez biçimde saklanır), rol ve yetkiler.',
    'Personel kayıtları: çalışma saatleri, izinler, verdiği hizmetler, prim oranları ve hesaplanan primler.',
    'Salon bilgileri: salon adı, adresi, telefonu, e-postası, logosu, çalışma saatleri, hizmetleri ve fiyatları.',
    'Abonelik ve ödeme kayıtları: plan, tutar, tarih, sipariş numarası ve ödemenin sonucu. Ödemeler PayTR\'nin ödeme sayfasında alınır; kart bilgileriniz hiçbir zaman bize ulaşmaz.',
    'İşlem güvenliği bilgileri: oturum ve giriş kayıtları, IP adresi ve panelde kimin ne zaman hangi işlemi yaptığına dair kayıtlar.',
  ],
  purposes: [
    'Salon kaydını ve abonelik sözleşmesini kurmak ve yürütmek.',
    'Panel hesaplarını açmak, girişleri doğrulamak ve her kullanıcıya yalnızca yetkili olduğu ekranları açmak.',
    'Salonunuzu ve hizmetlerinizi sitede yayımlamak ve müşterilerinizin randevu alabilmesini sağlamak.',
    'Abonelik ödemelerini almak, faturalandırmak ve muhasebe kayıtlarını tutmak.',
    'Hesabınız, aboneliğiniz ve randevularınızla ilgili size bilgi vermek ve destek sağlamak.',
    'Sistemi kötüye kullanıma, sahteciliğe ve yetkisiz erişime karşı korumak.',
  ],
  bases: {
    contract: 'salon kaydı ve abonelik sözleşmesi, panel hesapları ve salonunuzun sitede yayımlanması.',
    legal: 'abonelik ödemelerinin ve adisyonların vergi ve muhasebe mevzuatı gereği saklanması, yetkili kurumların kanuni talepleri.',
    legitimate: 'güvenlik ve işlem kayıtlarının tutulması, kötüye kullanım ve sahtecilik sınırları (örneğin kısa sürede yapılan çok sayıda giriş denemesi).',
  },
  messages: 'Gönderdiğimiz iletiler yalnızca hesabınız, aboneliğiniz ve salonunuzun randevularıyla ilgilidir.',
  recipients: [
    'Sitemizi ziyaret edenlere: salonunuzun adı, adresi, telefonu, e-postası, çalışma saatleri, hizmetleri ve randevu formunda personelin adları, randevu alınabilmesi için herkese açık olarak yayımlanır.',
    'PayTR Ödeme ve Elektronik Para Kuruluşu A.Ş.\'ye: abonelik ödemesinin alınması için ad soyad, e-posta, telefon, adres, IP adresi, tutar ve sipariş numarası.',
    HOSTING,
    'E-posta ve SMS gönderim hizmeti sağlayıcılarına: yalnızca hesabınız ve randevularınızla ilgili iletileri ulaştırmak için gereken bilgiler.',
    AUTHORITIES,
  ],
  collection: 'Kişisel veriler elektronik ortamda, salon kayıt formu, salon paneli ve salon uygulaması aracılığıyla sizden veya '
    + 'salonunuzun yetkili kullanıcılarından; ödemenin sonucu ise PayTR\'nin sunucumuza gönderdiği bildirimle toplanır.',
};

export const AUDIENCE_TEXT: Record<KvkkAudience, AudienceText> = { customer: CUSTOMER, salon: SALON };
