'use client';
// 'Tümünü Okundu İşaretle': every new contact message becomes read. Not destructive, so no
// confirmation; the inbox picks the change up on its next 2-second read (and router.refresh).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { CheckCheck } from 'lucide-react';
import { markAllContactsReadAction } from '@/app/admin/(panel)/contacts/actions';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

export function MarkAllReadButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const result = await markAllContactsReadAction({});
      toast(result.ok ? { title: 'Başarılı', description: result.message ?? '' } : { title: 'Hata', description: result.error, variant: 'destructive' });
      router.refresh();
    } catch {
      toast({ title: 'Hata', description: 'İşlem tamamlanamadı. Lütfen tekrar deneyin.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" disabled={busy} onClick={() => void run()}>
      <CheckCheck aria-hidden="true" />{busy ? 'İşaretleniyor...' : 'Tümünü Okundu İşaretle'}
    </Button>
  );
}
