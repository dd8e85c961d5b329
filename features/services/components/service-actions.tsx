'use client';
// A service's buttons: 'Düzenle' (the service dialog), 'Pasif Yap' / 'Aktif Yap', 'Sil'. Only
// the buttons the user has a right to are given (the actions check again). 'Sil' asks first;
// a service appointments refer to is not deleted but deactivated, and the confirmation says so
// before the server does.
import { Pencil, Trash2 } from 'lucide-react';
import { deactivateServiceAction, deleteServiceAction, reactivateServiceAction } from '@/features/services/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { RunActionButton } from '@/components/kit/run-action-button';
import { Button } from '@/components/ui/button';
import { SERVICE_MESSAGES } from '@/features/services/schema';
import { ServiceDialog, type CategoryOption, type EditableService } from './service-dialog';

/** What the signed-in user may do on this page (platform/access/panel-rights.ts, checked with can()). */
export interface ServiceRights {
  create: boolean;
  edit: boolean;
  reorder: boolean;
  deactivate: boolean;
  categoryCreate: boolean;
  categoryEdit: boolean;
  categoryDelete: boolean;
}

export interface ServiceActionsProps {
  service: EditableService & { isActive: boolean; hasAppointments: boolean; futureAppointmentCount: number };
  categories: CategoryOption[];
  rights: ServiceRights;
}

function deleteText(name: string, hasAppointments: boolean, futureCount: number): { title: string; description: string; confirmLabel: string } {
  if (futureCount > 0) {
    return {
      title: 'Hizmet silinemez',
      description: `"${name}" hizmetinin ${futureCount} ileri tarihli randevusu var. Randevular korunsun diye hizmet silinmeyecek, pasif yapılacak: yeni randevu alınamaz, mevcut randevular geçerli kalır.`,
      confirmLabel: 'Pasif Yap',
    };
  }
  if (hasAppointments) {
    return {
      title: 'Hizmet silinemez',
      description: `"${name}" hizmetinin randevu kayıtları var. Kayıtlar korunsun diye hizmet silinmeyecek, pasif yapılacak.`,
      confirmLabel: 'Pasif Yap',
    };
  }
  return {
    title: 'Hizmet silinsin mi?',
    description: `"${name}" hizmeti kalıcı olarak silinecek ve salon sayfanızda artık görünmeyecek.`,
    confirmLabel: 'Sil',
  };
}

export function ServiceActions({ service, categories, rights }: ServiceActionsProps) {
  const kept = service.hasAppointments;
  // An inactive service with appointments cannot be deleted and is already passive: nothing to offer.
  const canDelete = rights.deactivate && !(kept && !service.isActive);
  const text = deleteText(service.name, service.hasAppointments, service.futureAppointmentCount);
  return (
    <div className="flex flex-wrap gap-2">
      {rights.edit ? (
        // Keyed by the data: a form keeps its first defaults, so new data needs a new form.
        <ServiceDialog key={JSON.stringify(service)} service={service} categories={categories}
          trigger={<Button size="sm" variant="outline" aria-label={`${service.name} hizmetini düzenle`}><Pencil aria-hidden="true" />Düzenle</Button>} />
      ) : null}
      {service.isActive && rights.deactivate ? (
        <RunActionButton size="sm" variant="outline" aria-label={`${service.name} hizmetini pasif yap`} busyLabel="Kaydediliyor..."
          successMessage={SERVICE_MESSAGES.deactivated} run={() => deactivateServiceAction({ id: service.id })}>
          Pasif Yap
        </RunActionButton>
      ) : null}
      {!service.isActive && rights.edit ? (
        <RunActionButton size="sm" variant="outline" aria-label={`${service.name} hizmetini aktif yap`} busyLabel="Kaydediliyor..."
          successMessage={SERVICE_MESSAGES.activated} run={() => reactivateServiceAction({ id: service.id })}>
          Aktif Yap
        </RunActionButton>
      ) : null}
      {canDelete ? (
        <ConfirmAction
          trigger={<Button size="sm" variant="ghost" className="text-destructive" aria-label={`${service.name} hizmetini sil`}><Trash2 aria-hidden="true" />Sil</Button>}
          title={text.title}
          description={<span className="user-text">{text.description}</span>}
          confirmLabel={text.confirmLabel}
          busyLabel={kept ? 'Kaydediliyor...' : 'Siliniyor...'}
          destructive={!kept}
          run={() => deleteServiceAction({ id: service.id })}
          successMessage={kept ? SERVICE_MESSAGES.deactivated : SERVICE_MESSAGES.deleted}
        />
      ) : null}
    </div>
  );
}
