'use client';
// What corrects a bill once recorded, each a dialog that says what it writes: 'İade' (money
// back, for a line or the bill, with its method and reason), 'Tahsil Et' (a payment against the
// open balance) and 'Adisyonu İptal Et' (an open bill dropped, or a closed one whose payments
// were all refunded). Nothing recorded is changed: each writes a record of its own, with who,
// when and why (DESIGN "The salon's books"). Only users with the bills delete right see İade and
// İptal; the server checks again. 'E-posta' sends the summary (not a correction, but a dialog too).
import { z } from 'zod';
import { Ban, HandCoins, Mail, Undo2 } from 'lucide-react';
import { collectBalanceAction, emailBillAction, refundBillAction, voidBillAction } from '@/features/bills/actions.panel';
import { kurusToInput, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/bills/rules/money';
import { billEmailSchema, liraText, paymentMethodSchema } from '@/features/bills/schema';
import { object, text } from '@/platform/text/input';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { formatKurus } from '@/platform/text/format';

const METHODS = (Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]).map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const reason = (required: string) => text({ required, max: 300, tooLong: 'Açıklama en fazla 300 karakter olabilir' });

const refundForm = object({ amount: liraText('Geçerli bir iade tutarı girin', { positive: true }), method: paymentMethodSchema, reason: reason('Lütfen iade nedenini yazın') });
const collectForm = object({ amount: liraText('Geçerli bir tutar girin', { positive: true }), method: paymentMethodSchema });
const voidForm = object({ reason: reason('Lütfen iptal nedenini yazın') });

export function RefundButton({ billId, line, max }: { billId: string; line: { id: string; description: string } | null; max: number }) {
  const what = line ? line.description : 'Adisyon';
  return (
    <FormDialog title={line ? `İade: ${line.description}` : 'Adisyondan iade'}
      description={`En fazla ${formatKurus(max)} iade edilebilir. İade ayrı bir kayıt olarak yazılır; adisyon değişmez.`}
      trigger={<Button variant="outline" className="h-11" aria-label={`${what} iade et`} disabled={max <= 0}><Undo2 aria-hidden="true" /> İade</Button>}
      schema={refundForm} defaultValues={{ amount: kurusToInput(max), method: 'card', reason: '' }}
      action={(input: z.output<typeof refundForm>) => refundBillAction({ billId, lineId: line?.id ?? null, ...input })}
      submitLabel="İade Et" busyLabel="İşleniyor..." successMessage="İade kaydedildi">
      {(form) => (
        <>
          <FormInput form={form} name="amount" label="İade tutarı (₺)" inputMode="decimal" />
          <FormSelect form={form} name="method" label="İade yöntemi" options={METHODS} />
          <FormInput form={form} name="reason" label="Neden" />
        </>
      )}
    </FormDialog>
  );
}

export function CollectButton({ billId, balance }: { billId: string; balance: number }) {
  return (
    <FormDialog title="Açık hesabı tahsil et" description={`Kalan açık hesap: ${formatKurus(balance)}`}
      trigger={<Button className="h-11"><HandCoins aria-hidden="true" /> Tahsil Et</Button>}
      schema={collectForm} defaultValues={{ amount: kurusToInput(balance), method: 'cash' }}
      action={(input: z.output<typeof collectForm>) => collectBalanceAction({ billId, payment: { ...input, received: null } })}
      submitLabel="Tahsil Et" busyLabel="İşleniyor..." successMessage="Tahsilat kaydedildi">
      {(form) => (
        <>
          <FormInput form={form} name="amount" label="Tutar (₺)" inputMode="decimal" />
          <FormSelect form={form} name="method" label="Ödeme yöntemi" options={METHODS} />
        </>
      )}
    </FormDialog>
  );
}

export function VoidBillButton({ billId, number, open }: { billId: string; number: number; open: boolean }) {
  return (
    <FormDialog title={`Adisyon #${number} iptal edilsin mi?`}
      description={open ? 'Adisyon iptal edilmiş olarak saklanır; silinmez.' : 'Alınan ödemelerin tamamı iade edildi. Adisyon ve açık hesabı iptal edilmiş olarak saklanır.'}
      trigger={<Button variant="ghost" className="h-11 w-fit text-destructive"><Ban aria-hidden="true" /> Adisyonu İptal Et</Button>}
      schema={voidForm} defaultValues={{ reason: '' }}
      action={(input: z.output<typeof voidForm>) => voidBillAction({ billId, ...input })}
      submitLabel="İptal Et" busyLabel="İşleniyor..." successMessage="Adisyon iptal edildi">
      {(form) => <FormInput form={form} name="reason" label="İptal nedeni" />}
    </FormDialog>
  );
}

const emailForm = billEmailSchema.pick({ email: true });

export function EmailBillButton({ billId, email }: { billId: string; email: string | null }) {
  return (
    <FormDialog title="Adisyon özetini e-postayla gönder" description="Özet bilgilendirme amaçlıdır, mali değeri yoktur."
      trigger={<Button variant="outline" className="h-11"><Mail aria-hidden="true" /> E-posta</Button>}
      schema={emailForm} defaultValues={{ email: email ?? '' }}
      action={(input: z.output<typeof emailForm>) => emailBillAction({ billId, ...input })}
      submitLabel="Gönder" busyLabel="Gönderiliyor..." successMessage="Adisyon özeti e-postayla gönderildi">
      {(form) => <FormInput form={form} name="email" label="E-posta" type="email" autoComplete="off" />}
    </FormDialog>
  );
}
