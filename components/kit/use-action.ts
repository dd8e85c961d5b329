'use client';
// Runs one back-office server action (made with adminAction) from a button: busy state, the
// result as a Turkish toast, then the page's server data is re-read (after a failure too: a
// refused retry still changed the attempt count). Shared by <ConfirmAction> and <RunActionButton>.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE, type ActionResult } from '@/platform/actions/result';

/**
 * `successHref`: where to go after a success instead of re-reading the page, for an action that
 * removes what the page shows (its re-read would be a 404).
 */
export function useAdminAction(successMessage: string, successHref?: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  /** True when the action succeeded. */
  async function execute(run: () => Promise<ActionResult<unknown>>): Promise<boolean> {
    setBusy(true);
    try {
      const result = await run();
      if (result.ok) toast({ title: 'Başarılı', description: result.message ?? successMessage });
      else toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      if (result.ok && successHref) router.replace(successHref);
      else router.refresh();
      return result.ok;
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, execute };
}
