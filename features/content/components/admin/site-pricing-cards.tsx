'use client';
// The site's own pricing cards (content editor, "Fiyatlandırma" tab): list in display order
// with the popular / visible toggles, add and edit in the shared FormDialog; moving and deleting
// through RowActions, as in feature-cards.tsx.
import { Check } from 'lucide-react';
import {
  deleteSitePricingCardAction, moveSitePricingCardAction, saveSitePricingCardAction, setSitePricingCardFlagAction,
} from '@/features/content/actions.admin';
import { errorProps, FormField } from '@/components/kit/form-field';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { RowActions } from '@/components/kit/row-actions';
import { RunActionButton } from '@/components/kit/run-action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import {
  displayPrice, LANDING_SECTION_IDS, PRICING_PERIODS, PRICING_PERIOD_UNITS, sitePricingCardSchema, type SitePricingCard, type SitePricingCardValues,
} from '@/features/content/schema.pricing';

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
                  <p className="text-sm"><span className="font-semibold">{displayPrice(card.price)}</span> <span className="text-muted-foreground">/ {PRICING_PERIOD_UNITS[card.period]}</span></p>
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
              <RowActions name={card.name} index={index} count={cards.length}
                move={(direction) => moveSitePricingCardAction({ id: card.id, direction })}
                edit={<CardDialog card={card} />}
                remove={{
                  label: `${card.name} fiyat kartını sil`, title: 'Fiyat kartı silinsin mi?', description: `"${card.name}" kartı kalıcı olarak silinecek.`,
                  successMessage: 'Fiyat kartı silindi', run: () => deleteSitePricingCardAction({ id: card.id }),
                }}>
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
              </RowActions>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
