'use client';
// A button that runs one non-destructive server action (made with adminAction) at once:
// busy label while it runs, the result as a toast, then the page's server data is re-read.
// Anything destructive uses <ConfirmAction> instead.
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import type { ActionResult } from '@/lib/actions/result';

export function RunActionButton({ run, children, busyLabel, successMessage, ...props }: Omit<ButtonProps, 'onClick'> & {
  run: () => Promise<ActionResult<unknown>>;
  children: ReactNode;
  busyLabel: string;
  successMessage: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      const result = await run();
      if (result.ok) {
        toast({ title: 'Başarılı', description: result.message ?? successMessage });
        router.refresh();
      } else {
        toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button {...props} disabled={busy || props.disabled} aria-busy={busy} onClick={() => void onClick()}>
      {busy ? busyLabel : children}
    </Button>
  );
}
