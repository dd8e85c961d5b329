'use client';
// Deleting one's review on the salon page: the author retypes their phone number to confirm
// ('Telefon numarası eşleşmiyor' otherwise). The server compares it with the session's phone.
import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { deleteReviewWithPhoneAction } from '@/features/reviews/actions.public';
import { PhoneInput } from '@/components/kit/phone-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useReloadOwnReview } from './own-review-context';

interface Props {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function DeleteReviewPhoneDialog({ reviewId, open, onOpenChange }: Props) {
  const router = useRouter();
  const reloadOwnReview = useReloadOwnReview();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  function close(next: boolean) {
    if (!next) { setPhone(''); setError(null); }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(async () => {
      try {
        const result = await deleteReviewWithPhoneAction({ reviewId, phone });
        if (result.ok) {
          toast({ title: 'Yorum başarıyla silindi.' });
          close(false);
          router.refresh();
          reloadOwnReview();
          return;
        }
        const message = result.fieldErrors?.phone ?? result.error;
        setError(result.fieldErrors?.phone ?? null); // e.g. 'Telefon numarası eşleşmiyor'
        toast({ title: 'Hata', description: message, variant: 'destructive' });
      } catch {
        toast({ title: 'Hata', description: 'Yorum silinirken bir hata oluştu.', variant: 'destructive' });
      }
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Yorumu Sil</DialogTitle>
            <DialogDescription>Yorumunuzu silmek için hesabınıza kayıtlı telefon numarasını yazın.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="delete-review-phone">Telefon Numarası</Label>
            <PhoneInput
              id="delete-review-phone"
              value={phone}
              onValueChange={setPhone}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-review-phone-error' : undefined}
            />
            {error ? <p id="delete-review-phone-error" className="text-sm text-destructive">{error}</p> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>Vazgeç</Button>
            <Button type="submit" variant="destructive" disabled={isPending}>
              {isPending ? 'Siliniyor...' : 'Yorumu Sil'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
