'use client';
// 'Müşteriyi Sil' on /panel/musteriler/[phone], for users with the 'customer.erase' right (the
// owner's role by default): THE confirm dialog of the kit, saying exactly what will happen before
// it happens, since it cannot be undone. On success the customer's page no longer exists, so the
// browser goes to the list with the toast.
import { Trash2 } from 'lucide-react';
import { eraseCustomerAction } from '@/features/customers/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CUSTOMER_ERASED_MESSAGE, CUSTOMER_ERASED_REASON } from '@/features/customers/schema';
import { ERASED_CUSTOMER_NAME } from '@/features/privacy/rules/erasure';

function WhatHappens({ registered }: { registered: boolean }) {
  return (
    <span className="grid gap-2 text-left">
      <span>Yalnızca salonunuzdaki kayıtlar silinir; bu işlem geri alınamaz.</span>
      <span className="grid list-disc gap-1 pl-5" role="list">
        <span role="listitem" className="list-item">Gelecek randevuları iptal edilir (neden: “{CUSTOMER_ERASED_REASON}”). Müşteriye e-posta gönderilmez.</span>
        <span role="listitem" className="list-item">
          Tüm randevularında ad “{ERASED_CUSTOMER_NAME}” olur, telefon yerine numara olmayan bir kod yazılır; e-posta, randevu notu,
          randevu bağlantısı ve iptal nedeni silinir. Tarih, hizmet, personel ve tutar kalır; ziyaretleri raporlarda tek müşteri
          olarak sayılmaya devam eder ama müşteri listesinde görünmez.
        </span>
        <span role="listitem" className="list-item">Özel notunuz ve randevuları ile adisyonları hakkında gönderilen e-postaların kayıtları silinir.</span>
        <span role="listitem" className="list-item">Adisyonlarında tutarlar kalır, ad ve telefon silinir. Ödenmemiş açık hesap ya da kapatılmamış adisyon varsa silme yapılmaz.</span>
        <span role="listitem" className="list-item">
          İşlem geçmişinde ve yorumlarına verdiğiniz yanıtlarda adı, telefonu ve e-postası “{ERASED_CUSTOMER_NAME}” ile değiştirilir.
        </span>
        {registered ? (
          <span role="listitem" className="list-item">
            Müşteri platforma kendisi üye olduysa üyelik hesabı silinmez: o kişinin kendi hesabıdır. Salonunuzdaki randevuları
            artık onun hesabında görünmez.
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** `listHref`: the customers list, where the browser goes once this customer's page is gone. */
export function EraseCustomerButton({ phone, name, registered, listHref }: {
  phone: string; name: string; registered: boolean; listHref: string;
}) {
  return (
    <Card className="grid gap-3 p-4" role="region" aria-labelledby="erase-customer-heading">
      <h2 id="erase-customer-heading" className="text-base font-semibold">Kişisel veriler (KVKK)</h2>
      <p className="text-sm text-muted-foreground">
        Müşteri verilerinin silinmesini isterse kayıtlarını salonunuzdan silebilirsiniz. Tutarlar ve ziyaret sayıları kalır.
      </p>
      <ConfirmAction
        title={`${name} silinsin mi?`}
        description={<WhatHappens registered={registered} />}
        confirmLabel="Müşteriyi Sil"
        busyLabel="Siliniyor..."
        successMessage={CUSTOMER_ERASED_MESSAGE}
        successHref={listHref}
        run={() => eraseCustomerAction({ phone })}
        trigger={(
          <Button variant="outline" size="sm" className="w-fit text-destructive">
            <Trash2 aria-hidden="true" />Müşteriyi Sil
          </Button>
        )}
      />
    </Card>
  );
}
