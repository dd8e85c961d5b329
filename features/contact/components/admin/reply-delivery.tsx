// The e-mail reply's delivery state in the inbox, beside the message's status (which turns from
// 'replied' back to 'read' once a reply fails for good): a badge in the row, and a fuller line
// with recipient, attempts and the last SMTP error in the detail modal.
import { Badge } from '@/components/ui/badge';
import type { ReplyDeliveryView } from '@/features/contact/server/inbox';
import { formatIstanbulDateTime } from '@/features/contact/rules/export';
import { REPLY_DELIVERY_LABELS } from '@/features/contact/rules/status';

const VARIANTS = { sent: 'success-soft', queued: 'warning-soft', failed: 'danger-soft' } as const;

export function ReplyDeliveryBadge({ reply }: { reply: ReplyDeliveryView }) {
  return (
    <Badge variant={VARIANTS[reply.state]} data-testid="reply-delivery" title={reply.error ?? undefined}>
      Yanıt: {REPLY_DELIVERY_LABELS[reply.state]}
    </Badge>
  );
}

/** The detail modal's paragraph: what happened to the reply and, when it did not arrive, why. */
export function ReplyDeliveryDetail({ reply }: { reply: ReplyDeliveryView }) {
  const when = formatIstanbulDateTime(new Date(reply.at));
  const summary = {
    sent: `${reply.to} adresine ${when} tarihinde gönderildi.`,
    queued: reply.attempts === 0
      ? `${reply.to} adresine gönderilmeyi bekliyor (henüz denenmedi; SMTP ayarlı değilse giden kutusunda bekler).`
      : `${reply.to} adresine henüz gönderilemedi (${reply.attempts} deneme); otomatik olarak yeniden denenecek.`,
    failed: `${reply.to} adresine gönderilemedi; ${reply.attempts} denemeden sonra vazgeçildi (${when}). Yanıtı yeniden göndermek için "E-posta ile Yanıtla"yı kullanın.`,
  }[reply.state];
  return (
    <div className="grid gap-1" data-testid="reply-delivery-detail">
      <div><ReplyDeliveryBadge reply={reply} /></div>
      <p>{summary}</p>
      {reply.error ? <p className="text-destructive user-text">Son hata: {reply.error}</p> : null}
    </div>
  );
}
