'use client';
// Feature cards of one kind (basic 'features' or 'detailed-features'): list in order with
// add and edit in the shared FormDialog; moving and deleting through RowActions.
import { deleteFeatureCardAction, moveFeatureCardAction, saveFeatureCardAction } from '@/features/content/actions.admin';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { RowActions } from '@/components/kit/row-actions';
import { FeatureIcon } from '@/features/content/components/landing/feature-icon';
import { featureIconOptions } from './feature-icon-labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BASIC_FEATURE_ICONS, DETAILED_FEATURE_ICONS, featureCardSchema } from '@/features/content/schema';

export interface CardView { id: string; title: string; description: string; icon: string; isVisible: boolean }
type Kind = 'basic' | 'detailed';

function CardDialog({ kind, card }: { kind: Kind; card?: CardView }) {
  const icons = kind === 'basic' ? BASIC_FEATURE_ICONS : DETAILED_FEATURE_ICONS;
  return (
    <FormDialog
      title={card ? 'Kartı Düzenle' : 'Yeni Kart'}
      trigger={card
        ? <Button variant="outline" size="sm" aria-label={`${card.title} kartını düzenle`}>Düzenle</Button>
        : <Button>Yeni Kart</Button>}
      schema={featureCardSchema}
      defaultValues={{ id: card?.id ?? null, kind, title: card?.title ?? '', description: card?.description ?? '', icon: (card?.icon ?? icons[0]) as (typeof DETAILED_FEATURE_ICONS)[number], isVisible: card?.isVisible ?? true }}
      action={saveFeatureCardAction}
      submitLabel={card ? 'Kaydet' : 'Ekle'}
      successMessage={card ? 'Kart güncellendi' : 'Kart eklendi'}
    >
      {(form) => (
        <>
          <FormInput form={form} name="title" label="Başlık" />
          <FormInput form={form} name="description" label="Açıklama" />
          <FormSelect form={form} name="icon" label="Simge" options={featureIconOptions(icons)} />
          <label className="flex items-center gap-2 text-sm font-medium"><input type="checkbox" className="size-4" {...form.register('isVisible')} />Görünür</label>
        </>
      )}
    </FormDialog>
  );
}

export function FeatureCards({ kind, cards }: { kind: Kind; cards: CardView[] }) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">Kartlar</h3>
        <CardDialog kind={kind} />
      </div>
      {cards.length === 0 ? <p className="rounded-xl border p-8 text-center text-muted-foreground">Henüz kart yok</p> : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((card, index) => (
            <li key={card.id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="feature-card">
              <div className="flex items-start gap-3">
                <span className="rounded-lg bg-primary/10 p-2 text-primary"><FeatureIcon name={card.icon} className="size-5" /></span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{card.title}</p>
                  <p className="text-sm text-muted-foreground">{card.description}</p>
                </div>
                {card.isVisible ? <Badge variant="success-soft">Görünür</Badge> : <Badge variant="outline">Gizli</Badge>}
              </div>
              <RowActions name={card.title} index={index} count={cards.length}
                move={(direction) => moveFeatureCardAction({ id: card.id, direction })}
                edit={<CardDialog kind={kind} card={card} />}
                remove={{
                  label: `${card.title} kartını sil`, title: 'Kart silinsin mi?', description: `"${card.title}" kartı kalıcı olarak silinecek.`,
                  successMessage: 'Kart silindi', run: () => deleteFeatureCardAction({ id: card.id }),
                }} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
