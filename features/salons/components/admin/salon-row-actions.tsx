'use client';
// A salon row's actions, in one menu per row (issue 24 #13: five stacked buttons took the
// table's width at 1366 px and broke salon names mid-word): edit, subscription (with cancel),
// active toggle, and delete after a confirmation that names the salon and everything that goes
// with it. The Radix menu is keyboard accessible (Enter/Space/arrows, Escape returns focus).
//
// A dialog is opened only after the menu has closed (opening it from inside the closing menu
// fights over focus) and focus goes back to the menu's button when it closes; it is mounted
// while open, so each opening starts from the row's current data.
import { useRef, useState } from 'react';
import { CircleCheck, CircleOff, CreditCard, MoreHorizontal, Pencil, Trash2, XCircle } from 'lucide-react';
import { deleteSalonAction, setSalonActiveAction } from '@/features/salons/actions.admin';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { SalonSubscription } from '@/features/salons/server/admin-salons';
import { subscriptionState } from '@/features/subscriptions/rules/subscription-status';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { useAdminAction } from '@/components/kit/use-action';
import { EditSalonDialog, type EditableSalon } from './salon-dialogs';
import { SubscriptionDialog } from '@/features/subscriptions/components/shared/subscription-dialog';
import { CancelSubscriptionConfirm } from '@/features/subscriptions/components/shared/cancel-subscription-confirm';

export const SALON_DELETE_CONSEQUENCES = 'rolleri, kullanıcıları, randevuları, hizmetleri, personeli, müşterileri, ürünleri, yorumları ve abonelikleri';

type Opened = 'edit' | 'subscription' | 'cancelSubscription' | 'deactivate' | 'delete';

export function SalonRowActions({ salon, subscription }: { salon: EditableSalon; subscription: SalonSubscription | null }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const chosen = useRef<Opened | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const activate = useAdminAction('Salon aktif yapıldı');
  // A dialog without its own trigger cannot give focus back by itself (Radix focuses the trigger
  // it knows, here none): back to the menu's button once the dialog is gone.
  const closeWith = (next: boolean) => {
    if (next) return;
    setOpened(null);
    setTimeout(() => triggerRef.current?.focus(), 0);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={triggerRef} size="sm" variant="outline" aria-label={`${salon.name} işlemleri`} disabled={activate.busy} aria-busy={activate.busy}>
            <MoreHorizontal aria-hidden="true" />
            <span className="hidden xl:inline">{activate.busy ? 'Kaydediliyor...' : 'İşlemler'}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end"
          onCloseAutoFocus={(event) => {
            const which = chosen.current;
            if (!which) return;
            chosen.current = null;
            event.preventDefault();
            triggerRef.current?.focus();
            setOpened(which);
          }}>
          <DropdownMenuLabel className="max-w-64 user-text">{salon.name}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => { chosen.current = 'edit'; }}><Pencil aria-hidden="true" />Düzenle</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => { chosen.current = 'subscription'; }}><CreditCard aria-hidden="true" />Abonelik</DropdownMenuItem>
          {/* Only a running subscription can be cancelled (issue 29); the menu renders when opened, in the browser. */}
          {subscriptionState(subscription, new Date()) === 'active' ? (
            <DropdownMenuItem onSelect={() => { chosen.current = 'cancelSubscription'; }}><XCircle aria-hidden="true" />Aboneliği İptal Et</DropdownMenuItem>
          ) : null}
          {salon.isActive ? (
            <DropdownMenuItem onSelect={() => { chosen.current = 'deactivate'; }}><CircleOff aria-hidden="true" />Pasif Yap</DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => void activate.execute(() => setSalonActiveAction({ id: salon.id, isActive: true }))}>
              <CircleCheck aria-hidden="true" />Aktif Yap
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => { chosen.current = 'delete'; }}><Trash2 aria-hidden="true" />Sil</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      {opened === 'edit' ? <EditSalonDialog salon={salon} open onOpenChange={closeWith} /> : null}
      {opened === 'subscription' ? (
        <SubscriptionDialog salonId={salon.id} salonName={salon.name} current={subscription} open onOpenChange={closeWith} />
      ) : null}
      {opened === 'cancelSubscription' && subscription ? (
        <CancelSubscriptionConfirm id={subscription.id} salonName={salon.name} open onOpenChange={closeWith} />
      ) : null}
      {opened === 'deactivate' ? (
        <ConfirmAction open onOpenChange={closeWith}
          title="Salon pasif yapılsın mı?"
          description={`${salon.name} sitede hemen görünmez olur ve randevu alamaz. Daha sonra yeniden aktif yapabilirsiniz.`}
          confirmLabel="Pasif Yap"
          busyLabel="Kaydediliyor..."
          run={() => setSalonActiveAction({ id: salon.id, isActive: false })}
          successMessage="Salon pasif yapıldı"
        />
      ) : null}
      {opened === 'delete' ? (
        <ConfirmAction open onOpenChange={closeWith}
          title={`${salon.name} silinsin mi?`}
          description={`${salon.name} salonu ile birlikte ${SALON_DELETE_CONSEQUENCES} kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
          confirmLabel="Salonu Sil"
          busyLabel="Siliniyor..."
          run={() => deleteSalonAction({ id: salon.id })}
          successMessage="Salon silindi"
        />
      ) : null}
    </>
  );
}
