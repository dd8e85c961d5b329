'use client';
// One KVKK request in full: what was asked, by which contact, whether the contact is proven, the
// deadline, the message and, once answered, who answered, when and how. An open request is
// answered from here (ResolveDialog); reading the message first is the point.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { CHANNEL_LABELS, contactText, KIND_CHOICES, OPERATOR_HINTS, STATUS_LABELS } from '@/features/privacy/rules/requests';
import type { KvkkRequestView } from '@/features/privacy/types';
import { ResolveDialog } from './kvkk-resolve-dialog';

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : null);

/** Whether the contact is proven: by the code (mailed, or texted to a mobile), or not at all (a landline's request). */
function proof(request: KvkkRequestView): string {
  const code = request.channel === 'phone' ? 'SMS kodu' : 'E-posta kodu';
  if (request.verifiedAt) return `${code} girildi (${when(request.verifiedAt)})`;
  if (request.status === 'unverified') return `${code} henüz girilmedi`;
  return request.status === 'open' ? 'Doğrulanmadı: başvuranı bu numaradan arayarak doğrulayın' : 'Telefonla başvuru (SMS doğrulaması yok)';
}

export function KvkkRequestDetail({ request }: { request: KvkkRequestView }) {
  const [open, setOpen] = useState(false);
  const facts: [string, string | null][] = [
    ['Talep', KIND_CHOICES[request.kind].label],
    ['Durum', STATUS_LABELS[request.status]],
    [CHANNEL_LABELS[request.channel], contactText(request)],
    ['Kimlik', proof(request)],
    ['Başvuru', when(request.createdAt)],
    ['Son tarih', when(request.dueAt)],
    ['Yanıtlayan', request.handledAt ? (request.handledByName ?? 'Silinmiş yönetici') : null],
    ['Yanıt tarihi', when(request.handledAt)],
  ];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${contactText(request)} başvurusunun ayrıntıları`}>Ayrıntılar</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{KIND_CHOICES[request.kind].label}</DialogTitle>
          <DialogDescription>KVKK başvurusu · {STATUS_LABELS[request.status]}</DialogDescription>
        </DialogHeader>
        <div className="grid max-h-[60vh] gap-4 overflow-y-auto text-sm">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
            {facts.filter(([, value]) => value !== null).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="user-text">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="rounded-md bg-muted/50 p-3 whitespace-pre-wrap user-text">{request.message ?? 'Açıklama yazılmamış'}</p>
          {request.status === 'open' ? (
            <p className="rounded-md bg-amber-50 p-3 text-amber-900">
              {request.verifiedAt ? '' : 'Kimliği doğrulamadan veri paylaşmayın veya silmeyin. '}{OPERATOR_HINTS[request.kind]}
            </p>
          ) : null}
          {request.resolutionNote ? (
            <section aria-label="Sonuç notu" className="rounded-md border p-3">
              <h3 className="mb-1 font-medium">Sonuç notu</h3>
              <p className="whitespace-pre-wrap user-text">{request.resolutionNote}</p>
            </section>
          ) : null}
        </div>
        {request.status === 'open' ? (
          <DialogFooter>
            <ResolveDialog request={request} outcome="rejected" />
            <ResolveDialog request={request} outcome="done" />
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
