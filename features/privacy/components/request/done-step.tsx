'use client';
// /kvkk/basvuru's last step: the request is with the operator, answered free of charge by the due
// date (art. 13). A verified contact (the code from the mail or the SMS) says where the answer
// comes; a landline's request says again, honestly, that it is not verified yet and how it will be.
import { CircleCheck } from 'lucide-react';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { RESPONSE_DAYS } from '@/features/privacy/rules/requests';
import { StepHeading } from './step-heading';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeZone: 'Europe/Istanbul' });

export function DoneStep({ channel, verified, contact, dueAt }: {
  channel: 'email' | 'phone';
  /** The code was entered: false only for a landline's request, open without one. */
  verified: boolean;
  contact: string;
  dueAt: string;
}) {
  const due = dateFormat.format(new Date(dueAt));
  const phone = <strong className="whitespace-nowrap">{formatPhoneDisplay(contact)}</strong>;
  return (
    <section className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-6" aria-labelledby="kvkk-done-title" data-testid="kvkk-request-done">
      <div className="flex items-center gap-3">
        <CircleCheck className="size-8 shrink-0 text-success" aria-hidden="true" />
        <StepHeading id="kvkk-done-title">{verified ? 'Başvurunuz alındı' : 'Başvurunuz kaydedildi'}</StepHeading>
      </div>
      {channel === 'email' ? (
        <p className="leading-relaxed">
          E-posta adresiniz doğrulandı. Başvurunuzu inceleyip en geç <strong>{due}</strong> tarihine kadar
          (KVKK md. 13: {RESPONSE_DAYS} gün içinde) ücretsiz olarak yanıtlayacağız. Yanıtımız <span className="break-all">{contact}</span> adresine gelecek.
        </p>
      ) : verified ? (
        <p className="leading-relaxed">
          Telefon numaranız doğrulandı. Başvurunuzu inceleyip en geç <strong>{due}</strong> tarihine kadar
          (KVKK md. 13: {RESPONSE_DAYS} gün içinde) ücretsiz olarak yanıtlayacağız; sonucu {phone} numarasını arayarak
          veya yazılı olarak bildireceğiz.
        </p>
      ) : (
        <>
          <p className="leading-relaxed">
            Sabit hatlara SMS gönderilemediği için size doğrulama kodu gönderilmedi. Kimliğinizi doğrulamak için {phone} numarasını
            arayacağız; gerekirse bir e-posta adresi isteyeceğiz.
          </p>
          <p className="leading-relaxed">
            Başvurunuz en geç <strong>{due}</strong> tarihine kadar (KVKK md. 13: {RESPONSE_DAYS} gün içinde) ücretsiz olarak yanıtlanır.
          </p>
        </>
      )}
      <p className="text-sm text-muted-foreground">
        Verileriniz bu başvuru üzerine kendiliğinden gösterilmez veya silinmez: kimliğinizi doğruladıktan sonra bir yetkilimiz
        talebinizi inceler ve size yanıt verir. Yanıtımızı yeterli bulmazsanız Kişisel Verileri Koruma Kurulu&apos;na
        şikâyette bulunabilirsiniz (KVKK md. 14).
      </p>
    </section>
  );
}
