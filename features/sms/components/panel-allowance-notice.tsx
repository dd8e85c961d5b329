// The panel home's notice that this month's SMS allowance is spent (issue 32): until the month
// ends every message goes by e-mail (features/sms/server/notice.ts falls back to it). The home
// renders it only then; `settingsHref` links to the choices for users who may open them.
// Server component.
import Link from 'next/link';
import { MessageSquareOff } from 'lucide-react';

export const SMS_ALLOWANCE_SPENT_MESSAGE = 'Bu ayın SMS hakkı doldu; bildirimler ay sonuna kadar yalnızca e-posta ile gönderiliyor.';

export function PanelAllowanceNotice({ settingsHref }: { settingsHref?: string }) {
  return (
    <section role="status" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="sms-allowance-spent">
      <MessageSquareOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {SMS_ALLOWANCE_SPENT_MESSAGE}
        {settingsHref ? <>{' '}<Link href={settingsHref} className="font-medium underline underline-offset-4">Bildirim ayarları</Link></> : null}
      </p>
    </section>
  );
}
