'use client';
// 'Kasayı Aç': the opening float (açılış tutarı) typed in lira, on the page rather than in a
// dialog: with the drawer closed it is the one thing to do here. Checked with the same form
// schema as the dialogs, sent in kuruş; on success a toast and the page re-reads the open drawer.
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { LockOpen } from 'lucide-react';
import { openCashAction } from '@/features/cash/actions.panel';
import { openCashForm } from '@/features/cash/schema';
import { FormInput } from '@/components/kit/form-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE } from '@/platform/actions/result';

export function OpenCashForm() {
  const router = useRouter();
  const form = useForm<z.input<typeof openCashForm>, unknown, z.output<typeof openCashForm>>({
    resolver: zodResolver(openCashForm), defaultValues: { opening: '' },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await openCashAction(values);
      if (!result.ok) {
        if (result.fieldErrors?.opening) form.setError('opening', { message: result.fieldErrors.opening });
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      } else {
        toast({ title: 'Başarılı', description: result.message ?? 'Kasa açıldı' });
      }
      // Opened here or by someone else meanwhile (409): either way the page shows the open drawer.
      router.refresh();
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="grid gap-3 sm:max-w-sm" data-testid="open-cash-form">
      <FormInput form={form} name="opening" label="Açılış tutarı (₺)" inputMode="decimal" autoComplete="off" placeholder="0,00"
        className="h-11 text-right text-base tabular-nums" />
      <p className="text-xs text-muted-foreground">Çekmecede para üstü için bıraktığınız nakit. Kasada para yoksa 0 yazın.</p>
      <Button type="submit" className="h-11" disabled={busy} aria-busy={busy}>
        <LockOpen aria-hidden="true" /> {busy ? 'Açılıyor...' : 'Kasayı Aç'}
      </Button>
    </form>
  );
}
