'use client';
// The Personel screen's commission basis (issue 31): whether discounts are taken off before the
// percentage (the default) or commission is paid on list prices. Asked before it changes; shown
// only to users with the settings right. A bill keeps the basis it closed with, so the change
// applies to bills closed from now on (migration 20261129030000).
import { setCommissionBasisAction } from '@/features/staff/actions.commission.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';

export function CommissionBasisCard({ discountsFirst }: { discountsFirst: boolean }) {
  return (
    <section aria-labelledby="commission-basis-heading" className="grid gap-2 rounded-xl border bg-card p-4 sm:p-6" data-testid="commission-basis">
      <h2 id="commission-basis-heading" className="text-lg font-semibold">Prim hesabı</h2>
      <p className="text-sm text-muted-foreground">
        {discountsFirst
          ? 'Prim, indirimler düşüldükten sonra müşterinin ödediği tutar üzerinden hesaplanır.'
          : 'Prim, indirimlerden önce liste fiyatı üzerinden hesaplanır.'}
        {' '}Açık hesapta kalan kısım tahsil edilince, iade edilen kısım geri düşülerek.
      </p>
      <ConfirmAction
        trigger={<Button variant="outline" className="h-11 w-fit sm:h-10">{discountsFirst ? 'Liste fiyatı üzerinden hesapla' : 'İndirimler düşülerek hesapla'}</Button>}
        title="Prim hesabı değişsin mi?"
        description={discountsFirst
          ? 'Bundan sonra kapanan adisyonlarda prim, indirimlerden önceki liste fiyatı üzerinden hesaplanır. Kapanmış adisyonların primi değişmez.'
          : 'Bundan sonra kapanan adisyonlarda prim, indirimler düşüldükten sonraki tutar üzerinden hesaplanır. Kapanmış adisyonların primi değişmez.'}
        confirmLabel="Değiştir" busyLabel="Kaydediliyor..." destructive={false}
        run={() => setCommissionBasisAction({ discountsFirst: !discountsFirst })}
        successMessage="Prim hesabı değişti" />
    </section>
  );
}
