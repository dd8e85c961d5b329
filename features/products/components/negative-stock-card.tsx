'use client';
// The Ürünler screen's settings card (issue 31): whether a product with nothing on the shelf may
// still be sold (the bills) or used in a service, its stock going below zero. A switch, shown
// only to users with the settings right, that asks before it changes the salon's rule.
import { negativeStockAction } from '@/features/products/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { cn } from '@/components/ui/utils';

export function NegativeStockCard({ allowed }: { allowed: boolean }) {
  return (
    <section aria-labelledby="stock-settings-heading" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6" data-testid="negative-stock-card">
      <h2 id="stock-settings-heading" className="text-lg font-semibold">Stok ayarları</h2>
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <p id="negative-stock-label" className="font-medium">Stokta olmayan ürün satılabilsin</p>
          <p id="negative-stock-hint" className="text-sm text-muted-foreground">
            {allowed
              ? 'Açık: stok yetmese de ürün satılır ve hizmette kullanılır; stok eksiye düşer. Sonra stok girişi veya sayımla düzeltin.'
              : 'Kapalı: stokta yeterli ürün yoksa satış ve hizmette kullanım kaydedilmez. Önce stok girişi yapılır.'}
          </p>
        </div>
        <ConfirmAction
          trigger={(
            // The track is small; the button around it is a thumb's target (44 px).
            <button type="button" role="switch" aria-checked={allowed} aria-labelledby="negative-stock-label" aria-describedby="negative-stock-hint"
              className="inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full" data-testid="negative-stock-switch">
              <span aria-hidden="true" className={cn('flex h-7 w-12 items-center rounded-full p-0.5 transition-colors', allowed ? 'bg-primary' : 'bg-gray-500')}>
                <span className={cn('size-6 rounded-full bg-background shadow transition-transform', allowed ? 'translate-x-5' : 'translate-x-0')} />
              </span>
            </button>
          )}
          title={allowed ? 'Stokta olmayan ürün satışı kapatılsın mı?' : 'Stokta olmayan ürün satılabilsin mi?'}
          description={allowed
            ? 'Bundan sonra stoktan fazla satış ve hizmette kullanım reddedilir; önce stok girişi yapılması gerekir.'
            : 'Bundan sonra stok yetmese de satış ve hizmette kullanım kaydedilir; ürünün stoku eksiye düşebilir.'}
          confirmLabel={allowed ? 'Kapat' : 'İzin Ver'}
          busyLabel="Kaydediliyor..."
          destructive={false}
          run={() => negativeStockAction({ allow: !allowed })}
          successMessage={allowed ? 'Stokta olmayan ürün satılamaz' : 'Stokta olmayan ürün satılabilir'}
        />
      </div>
    </section>
  );
}
