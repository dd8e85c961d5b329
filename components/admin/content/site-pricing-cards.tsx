'use client';
// The site's own pricing cards (content editor, "Fiyatlandırma" tab): list in display order
// with move up/down and the popular / visible toggles, add and edit in the shared FormDialog,
// delete behind ConfirmAction. Same pattern as feature-cards.tsx.
import { ArrowDown, ArrowUp, Check } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  deleteSitePricingCardAction, moveSitePricingCardAction, saveSitePricingCardAction, setSitePricingCardFlagAction,
} from '@/app/admin/(panel)/content/actions';
import { errorProps, FormField } from '@/components/account/form-field';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { FormDialog } from '@/components/admin/form-dialog';
import { FormInput, FormSelect } from '@/components/admin/form-input';
import { RunActionButton } from '@/components/admin/run-action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import {
  LANDING_SECTION_IDS, PRICING_PERIODS, PRICING_PERIOD_UNITS, sitePricingCardSchema, type SitePricingCard, type SitePricingCardValues,
} from '@/lib/validation/site-pricing';

const PERIOD_OPTIONS = PRICING_PERIODS.map((p) => ({ value: p, label: p.charAt(0).toLocaleUpperCase('tr-TR') + p.slice(1) }));
const TYPE_OPTIONS = [
  { value: 'scroll', label: 'Sayfada bölüme kaydır' },
  { value: 'link', label: 'Bağlantıya git' },
];
const LINK_HINTS = {
  scroll: `Ana sayfadaki bölüm: ${LANDING_SECTION_IDS.map((id) => `#${id}`).join(', ')}`,
  link: 'Site içi adres (ör. /salon-kayit) ya da https:// ile başlayan bir adres',
};

const EMPTY: SitePricingCardValues = {
  id: null, name: '', price: '', period: 'aylık', features: '', popular: false, isVisible: true,
  buttonText: 'Hemen Başla', buttonType: 'scroll', buttonLink: '#contact',
};

function valuesOf(card: SitePricingCard): SitePricingCardValues {
  return { ...card, features: card.features.join('\n') };
}

function CardDialog({ card }: { card?: SitePricingCard }) {
  return (
    <FormDialog
      title={card ? 'Fiyat Kartını Düzenle' : 'Yeni Fiyat Kartı'}
      trigger={card
        ? <Button variant="outline" size="sm" aria-label={`${card.name} fiyat kartını düzenle`}>Düzenle</Button>
        : <Button>Yeni Fiyat Kartı</Button>}
      schema={sitePricingCardSchema}
      defaultValues={card ? valuesOf(card) : EMPTY}
      action={saveSitePricingCardAction}
      submitLabel={card ? 'Kaydet' : 'Ekle'}
      successMessage={card ? 'Fiyat kartı güncellendi' : 'Fiyat kartı eklendi'}
    >
      {(form) => {
        const featuresError = form.formState.errors.features?.message as string | undefined;
        const linkHint = LINK_HINTS[form.watch('buttonType') === 'link' ? 'link' : 'scroll'];
        return (
          <div className="grid max-h-[65vh] gap-4 overflow-y-auto pr-1">
            <FormInput form={form} name="name" label="Plan adı" autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput form={form} name="price" label="Fiyat" placeholder="₺299" autoComplete="off" />
              <FormSelect form={form} name="period" label="Dönem" options={PERIOD_OPTIONS} />
            </div>
            <FormField id="pricing-card-features" label="Özellikler (her satıra bir özellik)" error={featuresError}>
              <Textarea id="pricing-card-features" rows={5} {...form.register('features')} {...errorProps('pricing-card-features', featuresError)} />
            </FormField>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <label className="flex items-center gap-2 text-sm font-medium"><input type="checkbox" className="size-4" {...form.register('popular')} />En popüler</label>
              <label className="flex items-center gap-2 text-sm font-medium"><input type="checkbox" className="size-4" {...form.register('isVisible')} />Görünür</label>
            </div>
            <FormInput form={form} name="buttonText" label="Buton metni" autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormSelect form={form} name="buttonType" label="Buton türü" options={TYPE_OPTIONS} />
              <FormInput form={form} name="buttonLink" label="Buton bağlantısı" autoComplete="off" />
            </div>
            <p className="-mt-2 text-xs text-muted-foreground">{linkHint}</p>
          </div>
        );
      }}
    </FormDialog>
  );
}

export function SitePricingCards({ cards }: { cards: SitePricingCard[] }) {
  const router = useRouter();
  const move = async (id: string, direction: -1 | 1) => { await moveSitePricingCardAction({ id, direction }); router.refresh(); };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="font-semibold">Fiyat Kartları</h3>
          <p className="text-sm text-muted-foreground">
            En az bir kart görünür olduğunda ana sayfada bu kartlar, hiçbiri görünür değilken abonelik planları gösterilir.
          </p>
        </div>
        <CardDialog />
      </div>
      {cards.length === 0 ? <p className="rounded-xl border p-8 text-center text-muted-foreground">Henüz fiyat kartı yok</p> : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((card, index) => (
            <li key={card.id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="site-pricing-card-admin">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium user-text">{card.name}</p>
                  <p className="text-sm"><span className="font-semibold">{card.price}</span> <span className="text-muted-foreground">/ {PRICING_PERIOD_UNITS[card.period]}</span></p>
                  <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
                    {card.features.slice(0, 4).map((f, i) => <li key={`${i}-${f}`} className="flex gap-1.5"><Check className="mt-0.5 size-4 shrink-0" aria-hidden="true" /><span className="user-text">{f}</span></li>)}
                    {card.features.length > 4 ? <li>+{card.features.length - 4} özellik daha</li> : null}
                  </ul>
                  <p className="mt-2 text-xs text-muted-foreground user-text">Buton: {card.buttonText} → {card.buttonLink}</p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  {card.isVisible ? <Badge variant="success-soft">Görünür</Badge> : <Badge variant="outline">Gizli</Badge>}
                  {card.popular ? <Badge>En Popüler</Badge> : null}
                </div>
              </div>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="ghost" size="sm" disabled={index === 0} aria-label={`${card.name} yukarı taşı`} onClick={() => void move(card.id, -1)}><ArrowUp aria-hidden="true" /></Button>
                <Button variant="ghost" size="sm" disabled={index === cards.length - 1} aria-label={`${card.name} aşağı taşı`} onClick={() => void move(card.id, 1)}><ArrowDown aria-hidden="true" /></Button>
                <RunActionButton variant="ghost" size="sm" busyLabel="Kaydediliyor..." successMessage="Kaydedildi"
                  aria-label={`${card.name} kartını ${card.isVisible ? 'gizle' : 'göster'}`}
                  run={() => setSitePricingCardFlagAction({ id: card.id, flag: 'isVisible', value: !card.isVisible })}>
                  {card.isVisible ? 'Gizle' : 'Göster'}
                </RunActionButton>
                <RunActionButton variant="ghost" size="sm" busyLabel="Kaydediliyor..." successMessage="Kaydedildi"
                  aria-label={card.popular ? `${card.name} en popüler işaretini kaldır` : `${card.name} kartını en popüler yap`}
                  run={() => setSitePricingCardFlagAction({ id: card.id, flag: 'popular', value: !card.popular })}>
                  {card.popular ? 'Popülerliği kaldır' : 'En popüler yap'}
                </RunActionButton>
                <CardDialog card={card} />
                <ConfirmAction trigger={<Button variant="outline" size="sm" aria-label={`${card.name} fiyat kartını sil`}>Sil</Button>}
                  title="Fiyat kartı silinsin mi?" description={`"${card.name}" kartı kalıcı olarak silinecek.`} confirmLabel="Sil" busyLabel="Siliniyor..."
                  run={() => deleteSitePricingCardAction({ id: card.id })} successMessage="Fiyat kartı silindi" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
