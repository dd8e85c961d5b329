'use client';
// Testimonial cards with add/edit (FormDialog), visibility toggle and confirmed delete.
import { useRouter } from 'next/navigation';
import { deleteTestimonialAction, saveTestimonialAction, setTestimonialVisibleAction } from '@/features/content/actions.testimonials.admin';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput, FormSelect } from '@/components/kit/form-input';
import { StarRating } from '@/features/content/components/landing/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { testimonialSchema } from '@/features/content/schema';
import { PhotoUpload } from './photo-upload';

export interface TestimonialView { id: string; name: string; role: string | null; company: string | null; rating: number; comment: string; image: string | null; isVisible: boolean }

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} yıldız` }));

export function TestimonialDialog({ item }: { item?: TestimonialView }) {
  return (
    <FormDialog
      title={item ? 'Yorumu Düzenle' : 'Yeni Yorum'}
      trigger={item ? <Button variant="outline" size="sm" aria-label={`${item.name} yorumunu düzenle`}>Düzenle</Button> : <Button>Yeni Yorum</Button>}
      schema={testimonialSchema}
      defaultValues={{ id: item?.id ?? null, name: item?.name ?? '', role: item?.role ?? '', company: item?.company ?? '', rating: String(item?.rating ?? 5), comment: item?.comment ?? '', image: item?.image ?? '', isVisible: item?.isVisible ?? true }}
      action={saveTestimonialAction}
      submitLabel={item ? 'Kaydet' : 'Ekle'}
      successMessage={item ? 'Yorum güncellendi' : 'Yorum eklendi'}
    >
      {(form) => (
        <>
          <FormInput form={form} name="name" label="Ad Soyad" />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="role" label="Unvan" />
            <FormInput form={form} name="company" label="Şirket" />
          </div>
          <FormSelect form={form} name="rating" label="Puan" options={RATINGS} />
          <FormInput form={form} name="comment" label="Yorum" />
          <PhotoUpload value={form.watch('image')} onChange={(url) => form.setValue('image', url)} />
          <label className="flex items-center gap-2 text-sm font-medium"><input type="checkbox" className="size-4" {...form.register('isVisible')} />Görünür</label>
        </>
      )}
    </FormDialog>
  );
}

export function TestimonialCards({ items }: { items: TestimonialView[] }) {
  const router = useRouter();
  async function toggle(item: TestimonialView) {
    const result = await setTestimonialVisibleAction({ id: item.id, isVisible: !item.isVisible });
    toast(result.ok ? { title: 'Başarılı', description: result.message ?? '' } : { title: 'Hata', description: result.error, variant: 'destructive' });
    router.refresh();
  }
  if (items.length === 0) return <p className="rounded-xl border p-8 text-center text-muted-foreground">Henüz yorum yok</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="grid gap-3 rounded-xl border bg-card p-4" data-testid="testimonial-card">
          <div className="flex items-start justify-between gap-2">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            {item.image ? <img src={item.image} alt="" className="size-10 rounded-full object-cover" /> : null}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{item.name}</p>
              <p className="text-xs text-muted-foreground">{[item.role, item.company].filter(Boolean).join(' · ') || '—'}</p>
            </div>
            {item.isVisible ? <Badge variant="success-soft">Görünür</Badge> : <Badge variant="outline">Gizli</Badge>}
          </div>
          <StarRating rating={item.rating} />
          <p className="text-sm">{item.comment}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => void toggle(item)} aria-label={`${item.name} yorumunu ${item.isVisible ? 'gizle' : 'göster'}`}>
              {item.isVisible ? 'Gizle' : 'Göster'}
            </Button>
            <TestimonialDialog item={item} />
            <ConfirmAction trigger={<Button variant="outline" size="sm" aria-label={`${item.name} yorumunu sil`}>Sil</Button>}
              title="Yorum silinsin mi?" description={`${item.name} kişisinin yorumu kalıcı olarak silinecek.`} confirmLabel="Sil" busyLabel="Siliniyor..."
              run={() => deleteTestimonialAction({ id: item.id })} successMessage="Yorum silindi" />
          </div>
        </li>
      ))}
    </ul>
  );
}
