'use client';
// 'Hesabımı Kapat' on /verilerim: the kit's confirmation (components/kit/confirm-action.tsx) says
// what happens before anything does; once the account is closed the navbar forgets the visitor
// and the home page opens, the toast saying what was done (it outlives the navigation).
import { useRouter } from 'next/navigation';
import { UserX } from 'lucide-react';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { useVisitor } from '@/features/accounts/components/shared/visitor-provider';
import { closeAccountAction } from '@/features/privacy/actions.public';
import { ACCOUNT_CLOSED_MESSAGE } from '@/features/privacy/schema';

// A <p> holds the description (Radix), so each consequence is a block-level span, not a list item.
const CONSEQUENCES = [
  'Tüm oturumlarınız kapanır; bu telefon numarası ve şifreyle bir daha giriş yapılamaz.',
  'Adınız, telefonunuz, e-posta adresiniz ve şifreniz silinir.',
  'Gelecek randevularınız iptal edilir ve salonlara "Hesap kapatıldı" diye bildirilir.',
  'Geçmiş randevu ve adisyonlarınızdan adınız, telefonunuz ve notlarınız silinir; tutarlar salonların muhasebe kaydı olarak kalır.',
  'Yorumlarınızın puanı salonun ortalamasında kalır; yorum metinleri ve salonların yanıtları silinir.',
];

export function CloseAccount() {
  const router = useRouter();
  const { refresh } = useVisitor();

  async function close() {
    const result = await closeAccountAction({});
    if (result.ok) {
      await refresh();
      router.replace('/');
    }
    return result;
  }

  return (
    <section className="grid gap-3 rounded-xl border border-destructive/40 p-4 sm:p-5" aria-labelledby="close-account-heading">
      <h2 id="close-account-heading" className="text-xl font-semibold">Hesabımı Kapat</h2>
      <p className="text-sm text-muted-foreground">
        Hesabınızı kapattığınızda kişisel verileriniz silinir. Bu işlem geri alınamaz; isterseniz önce verilerinizi indirin.
      </p>
      <div>
        <ConfirmAction
          trigger={<Button variant="destructive"><UserX aria-hidden="true" />Hesabımı Kapat</Button>}
          title="Hesabınız kapatılsın mı?"
          description={<>
            {CONSEQUENCES.map((line) => <span key={line} className="mt-1 block">• {line}</span>)}
            <span className="mt-2 block font-medium text-foreground">Bu işlem geri alınamaz.</span>
          </>}
          confirmLabel="Hesabımı Kapat"
          busyLabel="Hesabınız kapatılıyor..."
          run={close}
          successMessage={ACCOUNT_CLOSED_MESSAGE}
        />
      </div>
    </section>
  );
}
