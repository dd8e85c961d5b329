'use client';
// The detail modal of one contact message: who wrote, what, when; its status and where its
// e-mail reply stands (sent / queued / failed with the last error); reply by e-mail
// and delete (confirmed). The row it shows is kept by the inbox, so the 2-second refresh
// updates it without closing the modal.
import { deleteContactsAction } from '@/features/contact/actions.admin';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ContactRowView } from '@/features/contact/server/inbox';
import { formatIstanbulDateTime } from '@/features/contact/rules/export';
import { CONTACT_STATUS_LABELS } from '@/features/contact/rules/status';
import { ReplyDeliveryDetail } from './reply-delivery';
import { formatPhoneDisplay } from '@/platform/text/phone';

export function ContactDetailDialog({ message, onClose, onReply, onDeleted }: {
  message: ContactRowView | null;
  onClose: () => void;
  onReply: () => void;
  onDeleted: () => void;
}) {
  const facts: [string, string | null][] = message ? [
    ['E-posta', message.email], ['Telefon', message.phone ? formatPhoneDisplay(message.phone) : null], ['Salon Adı', message.salonName],
    ['Durum', CONTACT_STATUS_LABELS[message.status]],
    ['Gönderilme Tarihi', formatIstanbulDateTime(new Date(message.createdAt))],
    ['Okunma Tarihi', message.readAt ? formatIstanbulDateTime(new Date(message.readAt)) : null],
  ] : [];
  return (
    <Dialog open={message !== null} onOpenChange={(next) => { if (!next) onClose(); }}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{message?.name ?? 'Mesaj'}</DialogTitle>
          <DialogDescription>İletişim formu mesajı</DialogDescription>
        </DialogHeader>
        {message ? (
          <div className="grid gap-4 text-sm">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="user-text">{value ?? '—'}</dd>
                </div>
              ))}
            </dl>
            {message.reply ? (
              <section aria-label="E-posta yanıtı" className="rounded-md border p-3">
                <h3 className="mb-1 font-medium">E-posta yanıtı</h3>
                <ReplyDeliveryDetail reply={message.reply} />
              </section>
            ) : null}
            <p className="max-h-64 overflow-y-auto rounded-md bg-muted/50 p-3 whitespace-pre-wrap user-text">{message.message ?? 'Mesaj metni yok'}</p>
          </div>
        ) : null}
        <DialogFooter>
          {message ? (
            <ConfirmAction
              trigger={<Button variant="outline">Sil</Button>}
              title="Mesaj silinsin mi?"
              description={`${message.name} kişisinin mesajı kalıcı olarak silinecek.`}
              confirmLabel="Sil"
              busyLabel="Siliniyor..."
              run={async () => { const r = await deleteContactsAction({ ids: [message.id] }); if (r.ok) onDeleted(); return r; }}
              successMessage="Mesaj silindi"
            />
          ) : null}
          <Button onClick={onReply}>E-posta ile Yanıtla</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
