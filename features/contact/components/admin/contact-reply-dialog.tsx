'use client';
// The e-mail reply modal of the contact inbox: to, subject, message; 'Gönder' stays disabled
// until all three are filled (spec 2 §5). The server validates again, queues the reply, tries
// one delivery and answers sent / queued / failed with a Turkish sentence, shown in the modal
// with the recipient and subject it went to (spec 2: recipient, subject and status). Once a reply
// is sent or queued, 'Gönder' stays disabled: a second click would send the customer a copy. After
// a failure it can be sent again.
import { useState } from 'react';
import { replyContactAction } from '@/features/contact/actions.admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ContactRowView } from '@/features/contact/server/inbox';
import { cn } from '@/components/ui/utils';

type Outcome = { kind: 'sent' | 'queued' | 'failed' | 'error'; text: string; to?: string; subject?: string };

const OUTCOME_TITLE: Record<Outcome['kind'], string> = {
  sent: 'Gönderildi', queued: 'Kuyrukta', failed: 'Gönderilemedi', error: 'Hata',
};

export function ContactReplyDialog({ message, open, onOpenChange, onReplied }: {
  message: ContactRowView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReplied: () => void;
}) {
  const [to, setTo] = useState(message.email);
  const [subject, setSubject] = useState('Mesajınız hakkında');
  // The whole message as it is sent (issue 29: a greeting added on the server came out twice).
  const greeting = `Merhaba ${message.name},`;
  const [body, setBody] = useState(`${greeting}\n\n`);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const complete = to.trim() !== '' && subject.trim() !== '' && body.trim() !== '' && body.trim() !== greeting;
  const done = outcome?.kind === 'sent' || outcome?.kind === 'queued';

  async function send() {
    setBusy(true);
    setOutcome(null);
    setFieldErrors({});
    try {
      const result = await replyContactAction({ id: message.id, to, subject, message: body });
      if (result.ok) {
        setOutcome({ kind: result.data.delivery, text: result.message ?? '', to: to.trim(), subject: subject.trim() });
        onReplied();
      } else {
        setFieldErrors(result.fieldErrors ?? {});
        setOutcome({ kind: 'error', text: result.error });
      }
    } catch {
      setOutcome({ kind: 'error', text: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.' });
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, label: string, error?: string) => ({ id, label, error });
  const rows = [field('reply-to', 'Alıcı', fieldErrors.to), field('reply-subject', 'Konu', fieldErrors.subject)];

  return (
    <Dialog open={open} onOpenChange={(next) => { if (!busy) onOpenChange(next); }}>
      <DialogContent onInteractOutside={(e) => { if (busy) e.preventDefault(); }}>
        <DialogHeader>
          <DialogTitle>E-posta ile Yanıtla</DialogTitle>
          <DialogDescription>{message.name} kişisinin mesajına yanıt</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" aria-busy={busy} onSubmit={(e) => { e.preventDefault(); if (complete && !busy && !done) void send(); }}>
          {rows.map((r) => (
            <div key={r.id} className="grid gap-1.5">
              <Label htmlFor={r.id}>{r.label}</Label>
              <Input id={r.id} type={r.id === 'reply-to' ? 'email' : 'text'} value={r.id === 'reply-to' ? to : subject}
                onChange={(e) => (r.id === 'reply-to' ? setTo(e.target.value) : setSubject(e.target.value))}
                aria-invalid={r.error ? true : undefined} aria-describedby={r.error ? `${r.id}-error` : undefined} />
              {r.error ? <p id={`${r.id}-error`} className="text-sm text-destructive">{r.error}</p> : null}
            </div>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor="reply-message">Mesaj</Label>
            <Textarea id="reply-message" rows={6} value={body} onChange={(e) => setBody(e.target.value)}
              aria-invalid={fieldErrors.message ? true : undefined} />
            {fieldErrors.message ? <p className="text-sm text-destructive">{fieldErrors.message}</p> : null}
          </div>
          {outcome ? (
            <div role="status" className={cn('rounded-md border p-3 text-sm',
              outcome.kind === 'sent' ? 'border-green-300 bg-green-50 text-green-900'
                : outcome.kind === 'queued' ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-red-300 bg-red-50 text-red-900')}>
              <p className="font-medium">{OUTCOME_TITLE[outcome.kind]}</p>
              {outcome.to ? (
                <dl className="my-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3">
                  <dt>Alıcı</dt><dd className="user-text">{outcome.to}</dd>
                  <dt>Konu</dt><dd className="user-text">{outcome.subject}</dd>
                  <dt>Durum</dt><dd>{OUTCOME_TITLE[outcome.kind]}</dd>
                </dl>
              ) : null}
              <p className="user-text">{outcome.text}</p>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>{outcome ? 'Tamam' : 'Vazgeç'}</Button>
            <Button type="submit" disabled={!complete || busy || done}>{busy ? 'Gönderiliyor...' : 'Gönder'}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
