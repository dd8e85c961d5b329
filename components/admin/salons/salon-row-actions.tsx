'use client';
// A salon row's actions: edit, subscription (with cancel), active toggle, and delete after a
// confirmation that names the salon and everything that goes with it.
import { CreditCard, Pencil, Trash2 } from 'lucide-react';
import { deleteSalonAction, setSalonActiveAction } from '@/app/admin/(panel)/salons/actions';
import { cancelSubscriptionAction } from '@/app/admin/(panel)/subscriptions/actions';
import { Button } from '@/components/ui/button';
import type { SalonSubscription } from '@/lib/db/admin-salons';
import { ConfirmAction } from '../confirm-action';
import { RunActionButton } from '../run-action-button';
import { EditSalonDialog, type EditableSalon } from './salon-dialogs';
import { SubscriptionDialog } from './subscription-dialog';

export const SALON_DELETE_CONSEQUENCES = 'rolleri, kullanıcıları, randevuları, hizmetleri, personeli, müşterileri, ürünleri, yorumları ve abonelikleri';

export function SalonRowActions({ salon, subscription }: { salon: EditableSalon; subscription: SalonSubscription | null }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {/* Keyed by the data: a form keeps its first defaults, so new data needs a new form. */}
      <EditSalonDialog key={JSON.stringify(salon)} salon={salon} trigger={<Button size="sm" variant="outline" aria-label={`${salon.name} salonunu düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
      <SubscriptionDialog key={`${subscription?.id}:${subscription?.isActive}:${subscription?.endDate.toISOString()}`} salonId={salon.id} salonName={salon.name} current={subscription}
        trigger={<Button size="sm" variant="outline" aria-label={`${salon.name} aboneliği`}><CreditCard aria-hidden="true" />Abonelik</Button>} />
      {subscription?.isActive ? (
        <ConfirmAction
          trigger={<Button size="sm" variant="outline" aria-label={`${salon.name} aboneliğini iptal et`}>Aboneliği İptal Et</Button>}
          title="Abonelik iptal edilsin mi?"
          description={`${salon.name} salonunun aboneliği iptal edilecek ve 'İptal Edilmiş' olarak görünecek.`}
          confirmLabel="Aboneliği İptal Et"
          busyLabel="İptal ediliyor..."
          run={() => cancelSubscriptionAction({ id: subscription.id })}
          successMessage="Abonelik iptal edildi"
        />
      ) : null}
      {salon.isActive ? (
        <ConfirmAction
          trigger={<Button size="sm" variant="outline" aria-label={`${salon.name} salonunu pasif yap`}>Pasif Yap</Button>}
          title="Salon pasif yapılsın mı?"
          description={`${salon.name} sitede hemen görünmez olur ve randevu alamaz. Daha sonra yeniden aktif yapabilirsiniz.`}
          confirmLabel="Pasif Yap"
          busyLabel="Kaydediliyor..."
          run={() => setSalonActiveAction({ id: salon.id, isActive: false })}
          successMessage="Salon pasif yapıldı"
        />
      ) : (
        <RunActionButton size="sm" variant="outline" aria-label={`${salon.name} salonunu aktif yap`} busyLabel="Kaydediliyor..."
          successMessage="Salon aktif yapıldı" run={() => setSalonActiveAction({ id: salon.id, isActive: true })}>
          Aktif Yap
        </RunActionButton>
      )}
      <ConfirmAction
        trigger={<Button size="sm" variant="ghost" className="text-destructive" aria-label={`${salon.name} salonunu sil`}><Trash2 aria-hidden="true" />Sil</Button>}
        title={`${salon.name} silinsin mi?`}
        description={`${salon.name} salonu ile birlikte ${SALON_DELETE_CONSEQUENCES} kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
        confirmLabel="Salonu Sil"
        busyLabel="Siliniyor..."
        run={() => deleteSalonAction({ id: salon.id })}
        successMessage="Salon silindi"
      />
    </div>
  );
}
