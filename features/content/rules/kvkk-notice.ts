// The KVKK information notices (aydınlatma metni, Law 6698 art. 10) as structured sections:
// /kvkk for customers, /kvkk/salon for salon owners and their staff. The legal text lives here,
// in code and reviewed like code; only the controller's details come from the database
// (kvkk-controller.ts), so an operator can keep them current without touching the law's text.
// Pure: the page renders it and the tests read it.
import { controllerFacts, type KvkkController, type NoticeFact } from './kvkk-controller';
import { AUDIENCE_TEXT, type KvkkAudience } from './kvkk-audiences';

export type { KvkkAudience } from './kvkk-audiences';

export type NoticeBlock =
  /** A paragraph, optionally ending in a link to a page of this site. */
  | { kind: 'text'; text: string; link?: { href: string; label: string } }
  | { kind: 'list'; items: string[] }
  /** An ordered list with the law's own letters, (a) to (ğ). */
  | { kind: 'lettered'; items: { letter: string; text: string }[] }
  | { kind: 'facts'; facts: NoticeFact[] };

export interface NoticeSection {
  id: string;
  title: string;
  blocks: NoticeBlock[];
}

export interface KvkkNotice {
  title: string;
  description: string;
  intro: string;
  sections: NoticeSection[];
}

/** KVKK art. 11/1, every right in the law's order and with its letter. */
export const KVKK_RIGHTS: readonly { letter: string; text: string }[] = [
  { letter: 'a', text: 'Kişisel verilerinizin işlenip işlenmediğini öğrenme,' },
  { letter: 'b', text: 'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,' },
  { letter: 'c', text: 'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,' },
  { letter: 'ç', text: 'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,' },
  { letter: 'd', text: 'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,' },
  { letter: 'e', text: 'Kanun\'un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,' },
  { letter: 'f', text: '(d) ve (e) bentleri uyarınca yapılan işlemlerin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,' },
  { letter: 'g', text: 'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,' },
  { letter: 'ğ', text: 'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.' },
];

const text = (value: string): NoticeBlock => ({ kind: 'text', text: value });

/** The online request form (features/privacy): for anyone, with or without an account. */
export const KVKK_REQUEST_PATH = '/kvkk/basvuru';
const list = (items: string[]): NoticeBlock => ({ kind: 'list', items });

/** How to apply (art. 13 and the Board's communiqué on applications), with the controller's channels. */
function applicationBlocks(controller: KvkkController): NoticeBlock[] {
  const channels = [
    `E-posta: bize daha önce bildirdiğiniz ve sistemimizde kayıtlı e-posta adresinizden ${controller.email} adresine.`,
    ...(controller.kep ? [`KEP: kayıtlı elektronik posta adresinizden ${controller.kep} adresine.`] : []),
    `Elektronik imza: güvenli elektronik imza veya mobil imzayla imzaladığınız başvurunuzu ${controller.email} adresine göndererek.`,
    `Yazılı: ıslak imzalı dilekçenizi ${controller.address} adresine posta ile göndererek ya da elden teslim ederek.`,
  ];
  return [
    {
      kind: 'text',
      text: 'Hesabınız olsun ya da olmasın, başvurunuzu çevrimiçi formumuzla iletebilirsiniz: e-posta adresinizi veya cep '
        + 'telefonu numaranızı size gönderdiğimiz bir kodla doğrularsınız (sabit hat numarasıyla yapılan başvurularda sizi geri '
        + 'ararız), başvurunuz da kayda geçer.',
      link: { href: KVKK_REQUEST_PATH, label: 'KVKK Başvuru Formu' },
    },
    text('Başvurunuzu aşağıdaki yollardan biriyle de iletebilirsiniz:'),
    list(channels),
    text('Başvurunuzda adınız soyadınız, yazılı başvurularda imzanız, Türkiye Cumhuriyeti vatandaşıysanız T.C. kimlik '
      + 'numaranız (değilseniz uyruğunuz ve pasaport ya da kimlik numaranız), tebligata esas adresiniz, varsa e-posta '
      + 'adresiniz ve telefon numaranız ile talebinizin konusu yer almalıdır. Başvurunun size ait olduğunu doğrulamak için '
      + 'ek bilgi isteyebiliriz.'),
    text('Başvurunuz, talebin niteliğine göre en geç 30 gün içinde ve ücretsiz olarak sonuçlandırılır (Kanun md. 13). '
      + 'Yalnızca işlemin ayrıca bir maliyet gerektirdiği istisnai hâllerde, Kişisel Verileri Koruma Kurulu\'nun belirlediği '
      + 'tarifedeki ücret alınabilir. Başvurunuz reddedilirse, yanıtı yetersiz bulursanız veya süresinde yanıt verilmezse '
      + 'Kurul\'a şikâyette bulunabilirsiniz (Kanun md. 14).'),
  ];
}

/** The whole notice for `audience`, with `controller`'s details in it. */
export function kvkkNotice(audience: KvkkAudience, controller: KvkkController): KvkkNotice {
  const a = AUDIENCE_TEXT[audience];
  return {
    title: a.title,
    description: a.description,
    intro: a.intro,
    sections: [
      {
        id: 'veri-sorumlusu',
        title: 'Veri sorumlusu',
        blocks: [
          text(`6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ${controller.name} tarafından işlenir.`),
          { kind: 'facts', facts: controllerFacts(controller) },
          text(a.otherController),
        ],
      },
      { id: 'islenen-veriler', title: 'Hangi kişisel verileri işliyoruz?', blocks: [list(a.data)] },
      { id: 'amaclar', title: 'Hangi amaçlarla işliyoruz?', blocks: [list(a.purposes)] },
      {
        id: 'hukuki-sebepler',
        title: 'Hukuki sebepler',
        blocks: [
          text('Kişisel verilerinizi KVKK\'nın 5. maddesinin 2. fıkrasındaki şu hukuki sebeplere dayanarak işleriz:'),
          list([
            `(c) Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması: ${a.bases.contract}`,
            `(ç) Hukuki yükümlülüğümüzü yerine getirebilmek için zorunlu olması: ${a.bases.legal}`,
            `(f) Temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz için zorunlu olması: ${a.bases.legitimate}`,
          ]),
          text('Verileriniz, işlendikleri amaç için gereken ve kanunların öngördüğü süre kadar saklanır; bu süre dolunca silinir, yok edilir veya anonim hâle getirilir.'),
        ],
      },
      {
        id: 'ileti-ve-riza',
        title: 'Pazarlama iletisi ve açık rıza',
        blocks: [
          text(`Size pazarlama, kampanya veya reklam iletisi göndermiyoruz. ${a.messages}`),
          text('Bu metin yalnızca bilgilendirme içindir: hizmetlerimizi kullanmanız için sizden açık rıza istemiyoruz ve hiçbir onay bu metne bağlanmamıştır.'),
        ],
      },
      {
        id: 'aktarim',
        title: 'Kimlere aktarıyoruz?',
        blocks: [list(a.recipients), text('Kişisel verilerinizi satmıyor, reklam amacıyla kimseyle paylaşmıyoruz.')],
      },
      { id: 'yurt-disi', title: 'Yurt dışına aktarım', blocks: [text(controller.transferNote)] },
      { id: 'toplama', title: 'Verileri nasıl topluyoruz?', blocks: [text(a.collection)] },
      {
        id: 'haklariniz',
        title: 'Haklarınız (KVKK md. 11)',
        blocks: [text('KVKK\'nın 11. maddesi uyarınca veri sorumlusuna başvurarak şu haklarınızı kullanabilirsiniz:'), { kind: 'lettered', items: [...KVKK_RIGHTS] }],
      },
      { id: 'basvuru', title: 'Haklarınızı nasıl kullanırsınız?', blocks: applicationBlocks(controller) },
    ],
  };
}
