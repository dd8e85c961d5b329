// The 'Bildirimler' card of /panel/salon (issue 32): how each message goes, the salon's phone for
// its own texts, this month's SMS use ('Bu ay: 37 / 200 SMS') and the rules a salon should know.
// `editor` is the 'Bildirim Ayarları' dialog, given only to users who may change settings.
// Server component.
import type { ReactNode } from 'react';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { CHANNEL_LABELS, EVENT_LABELS, MESSAGE_EVENTS, type Channel, type MessageEvent } from '@/features/sms/rules/channels';
import type { SmsAllowance } from '@/features/sms/server/allowance';
import { SMS_ALLOWANCE_SPENT_MESSAGE } from './panel-allowance-notice';
import { PanelSmsRules } from './panel-sms-rules';

const count = new Intl.NumberFormat('tr-TR');

export function PanelSmsCard({ channels, smsPhone, usage, editor }: {
  channels: Record<MessageEvent, Channel>;
  smsPhone: string | null;
  usage: SmsAllowance;
  editor?: ReactNode;
}) {
  const spent = usage.remaining <= 0;
  return (
    <section aria-labelledby="sms-settings-title" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6" data-testid="sms-settings">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="sms-settings-title" className="text-lg font-semibold">Bildirimler</h2>
          <p className={spent ? 'text-sm font-medium text-red-700' : 'text-sm text-muted-foreground'} data-testid="sms-usage">
            Bu ay: {count.format(usage.used)} / {count.format(usage.allowance)} SMS
          </p>
        </div>
        {editor}
      </div>
      {spent ? <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{SMS_ALLOWANCE_SPENT_MESSAGE}</p> : null}
      <dl className="grid gap-3">
        {MESSAGE_EVENTS.map((event) => (
          <div key={event} className="grid gap-0.5 sm:grid-cols-[16rem_1fr]" data-testid={`sms-channel-${event}`}>
            <dt className="text-sm text-muted-foreground">{EVENT_LABELS[event]}</dt>
            <dd className="text-sm">{CHANNEL_LABELS[channels[event]]}</dd>
          </div>
        ))}
        <div className="grid gap-0.5 sm:grid-cols-[16rem_1fr]">
          <dt className="text-sm text-muted-foreground">SMS bildirimleri için salon telefonu</dt>
          <dd className="text-sm" data-testid="sms-phone">{smsPhone ? formatPhoneDisplay(smsPhone) : '—'}</dd>
        </div>
      </dl>
      <PanelSmsRules />
    </section>
  );
}
