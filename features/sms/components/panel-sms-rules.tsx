// What a salon should know before it picks SMS (issue 32): who gets a text, what is sent, when
// reminders go and what happens when the month's allowance is spent. Shown on the settings card
// and in its dialog. No hooks: renders on the server and inside the client dialog alike.
import { cn } from '@/components/ui/utils';

export function PanelSmsRules({ className }: { className?: string }) {
  return (
    <ul className={cn('grid list-disc gap-1 pl-5 text-sm text-muted-foreground', className)}>
      <li>SMS yalnızca cep telefonlarına (05XX) gönderilir; sabit hatlara bildirim e-posta ile gider.</li>
      <li>Yalnızca randevuyla ilgili bilgilendirme mesajları gönderilir; reklam veya kampanya mesajı gönderilmez.</li>
      <li>Hatırlatmalar 21:00 ile 09:00 arasında gönderilmez; bu saatlere düşen hatırlatma bir önceki akşam gider.</li>
      <li>Aylık SMS hakkınız dolduğunda bildirimler ay sonuna kadar e-posta ile gönderilir.</li>
    </ul>
  );
}
