'use client';
// The two ways an operator settles a paid order that activated nothing: complete the
// registration (FormDialog, prefilled with the owner's username; change it when it was taken)
// or record the refund made in PayTR's merchant panel (ConfirmAction). Renewals: refund only.
import { completeReviewedRegistrationAction, markPaymentRefundedAction } from '@/features/subscriptions/actions.payments.admin';
import { Button } from '@/components/ui/button';
import { completeReviewedRegistrationSchema } from '@/features/subscriptions/schema.payment-review';
import type { PaymentReviewKind } from '@/features/subscriptions/server/payment-reviews';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';

export function PaymentReviewActions({ kind, merchantOid, salonName, username }: {
  kind: PaymentReviewKind; merchantOid: string; salonName: string; username: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {kind === 'registration' ? (
        <FormDialog
          title="Kaydı Tamamla"
          description={`${salonName} salonu oluşturulur ve sahibine hoş geldin e-postası gider. Kullanıcı adı alınmışsa yenisini yazın.`}
          trigger={<Button size="sm" aria-label={`${salonName} kaydını tamamla`}>Kaydı Tamamla</Button>}
          schema={completeReviewedRegistrationSchema}
          defaultValues={{ merchantOid, username }}
          action={completeReviewedRegistrationAction}
          submitLabel="Kaydı Tamamla"
          busyLabel="Tamamlanıyor..."
          successMessage="Kayıt tamamlandı"
        >
          {(form) => <FormInput form={form} name="username" label="Kullanıcı adı" autoComplete="off" />}
        </FormDialog>
      ) : null}
      <ConfirmAction
        trigger={<Button size="sm" variant="outline" aria-label={`${salonName} ödemesini iade edildi olarak işaretle`}>İade Edildi</Button>}
        title="Ödeme iade edildi olarak işaretlensin mi?"
        description={`İadeyi PayTR mağaza panelinden yaptıktan sonra işaretleyin. ${salonName} için bu ödemeyle ${kind === 'registration' ? 'salon oluşturulmaz' : 'abonelik uzatılmaz'} ve ödeme listeden kalkar.`}
        confirmLabel="İade Edildi"
        busyLabel="İşaretleniyor..."
        run={() => markPaymentRefundedAction({ kind, merchantOid })}
        successMessage="Ödeme iade edildi olarak işaretlendi"
      />
    </div>
  );
}
