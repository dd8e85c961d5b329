// The columns of the operator's SMS list (admin → SMS): when, to whom, why, the text with what it
// costs, what the provider did with it and what the phone's operator reported. Server-rendered
// cells; only 'Tekrar Gönder' is a client component.
import type { AdminColumn } from '@/components/kit/table';
import { Badge } from '@/components/ui/badge';
import { formatIstanbulDateTime } from '@/features/contact/rules/export';
import {
  canResendSms, SMS_DELIVERY_LABELS, SMS_STATUS_LABELS, smsCostLabel, smsKindLabel,
} from '@/features/sms/rules/labels';
import type { AdminSmsRow, SmsListQuery } from '@/features/sms/server/admin-list';
import type { SmsDelivery, SmsOutboxStatus } from '@/platform/db/schema';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { ResendSmsButton } from './resend-sms-button';

type Variant = 'success-soft' | 'warning-soft' | 'danger-soft' | 'info-soft';
const STATUS_BADGE: Record<SmsOutboxStatus, Variant> = { queued: 'warning-soft', sent: 'success-soft', failed: 'danger-soft' };
const DELIVERY_BADGE: Record<SmsDelivery, Variant> = { pending: 'info-soft', delivered: 'success-soft', failed: 'danger-soft' };

export const SMS_COLUMNS: AdminColumn<AdminSmsRow, SmsListQuery['sort']>[] = [
  { key: 'time', header: 'Tarih', sort: 'createdAt', className: 'whitespace-nowrap', cell: (r) => formatIstanbulDateTime(r.createdAt) },
  {
    key: 'to', header: 'Alıcı',
    cell: (r) => (
      <span className="grid gap-0.5">
        <span className="whitespace-nowrap font-medium tabular-nums">{formatPhoneDisplay(r.toPhone)}</span>
        <span className="text-xs text-muted-foreground">{smsKindLabel(r.kind)}{r.salonName ? ` · ${r.salonName}` : ''}</span>
      </span>
    ),
  },
  {
    key: 'text', header: 'Mesaj', className: 'min-w-56 max-w-sm',
    cell: (r) => (
      <span className="grid gap-0.5">
        <span>{r.body}</span>
        <span className="text-xs text-muted-foreground">{smsCostLabel(r.parts, r.encoding)}</span>
      </span>
    ),
  },
  {
    key: 'status', header: 'Durum', className: 'max-w-xs',
    cell: (r) => (
      <span className="grid justify-items-start gap-1">
        <Badge variant={STATUS_BADGE[r.status]}>{SMS_STATUS_LABELS[r.status]}</Badge>
        {r.error ? <span className="text-xs text-muted-foreground">{r.error}</span> : null}
        {r.status === 'queued' && r.attempts > 0 ? (
          <span className="text-xs text-muted-foreground">Sonraki deneme: {formatIstanbulDateTime(r.nextAttemptAt)}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'delivery', header: 'İletim Raporu', className: 'max-w-xs',
    cell: (r) => (r.delivery ? (
      <span className="grid justify-items-start gap-1">
        <Badge variant={DELIVERY_BADGE[r.delivery]}>{SMS_DELIVERY_LABELS[r.delivery]}</Badge>
        {r.deliveryDetail && r.deliveryDetail !== SMS_DELIVERY_LABELS[r.delivery] ? <span className="text-xs text-muted-foreground">{r.deliveryDetail}</span> : null}
        {r.providerId ? <span className="text-xs text-muted-foreground break-all">No: {r.providerId}</span> : null}
      </span>
    ) : '—'),
  },
  { key: 'attempts', header: 'Deneme', className: 'text-center tabular-nums', cell: (r) => r.attempts },
  {
    key: 'actions', header: 'İşlemler', className: 'text-right',
    cell: (r) => (canResendSms(r) ? <ResendSmsButton id={r.id} to={formatPhoneDisplay(r.toPhone)} /> : null),
  },
];
