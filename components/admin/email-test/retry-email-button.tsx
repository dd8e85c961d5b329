'use client';
// 'Yeniden Dene' on one outbox message: one delivery attempt now, the answer in a toast.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { retryEmailAction } from '@/app/admin/(panel)/email-test/actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

export function RetryEmailButton({ id, to }: { id: string; to: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      const result = await retryEmailAction({ id });
      toast(result.ok ? { title: 'Başarılı', description: result.message ?? 'İleti gönderildi' } : { title: 'Hata', description: result.error, variant: 'destructive' });
      router.refresh();
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" disabled={busy} aria-label={`${to} iletisini yeniden dene`} onClick={() => void retry()}>
      {busy ? 'Deneniyor...' : 'Yeniden Dene'}
    </Button>
  );
}
