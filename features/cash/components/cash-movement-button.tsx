'use client';
// 'Para Girişi' / 'Para Çıkışı': cash put into or taken out of the open drawer that is not a
// bill's (change brought from the bank, a supplier paid from the till), with its amount and a
// required reason, so the count at closing can be explained. The kit's form dialog; the server
// refuses it if the drawer was closed meanwhile.
import type { z } from 'zod';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { cashMovementAction } from '@/features/cash/actions.panel';
import { cashMovementForm } from '@/features/cash/schema';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { formatKurus } from '@/platform/text/format';

const TEXTS = {
  in: {
    button: 'Para Girişi', title: 'Kasaya para girişi', Icon: ArrowDownToLine, success: 'Kasaya giriş kaydedildi',
    description: 'Adisyon dışında çekmeceye konan nakit (ör. bankadan bozuk para).', placeholder: 'Ör. Bankadan bozuk para',
  },
  out: {
    button: 'Para Çıkışı', title: 'Kasadan para çıkışı', Icon: ArrowUpFromLine, success: 'Kasadan çıkış kaydedildi',
    description: 'Adisyon dışında çekmeceden alınan nakit (ör. tedarikçi ödemesi).', placeholder: 'Ör. Temizlik malzemesi',
  },
} as const;

/** `expected`: what the drawer should hold now; a cash-out says it, as the server refuses more (cashShortMessage). */
export function CashMovementButton({ kind, expected }: { kind: 'in' | 'out'; expected: number }) {
  const t = TEXTS[kind];
  const description = kind === 'out' ? `${t.description} Kasada şu an ${formatKurus(expected)} olmalı.` : t.description;
  return (
    <FormDialog title={t.title} description={description}
      trigger={<Button variant="outline" className="h-11" data-testid={`cash-${kind}-button`}><t.Icon aria-hidden="true" /> {t.button}</Button>}
      schema={cashMovementForm} defaultValues={{ amount: '', reason: '' }}
      action={(input: z.output<typeof cashMovementForm>) => cashMovementAction({ kind, ...input })}
      submitLabel="Kaydet" busyLabel="Kaydediliyor..." successMessage={t.success}>
      {(form) => (
        <>
          <FormInput form={form} name="amount" label="Tutar (₺)" inputMode="decimal" autoComplete="off" placeholder="0,00"
            className="h-11 text-right text-base tabular-nums" />
          <FormInput form={form} name="reason" label="Açıklama" autoComplete="off" maxLength={200} placeholder={t.placeholder} className="h-11" />
        </>
      )}
    </FormDialog>
  );
}
