'use client';
// The content editor's page forms bound to their actions: hero texts and slide settings,
// a section's title and description, and the contact info with its live preview.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { saveContactInfoAction, saveHeroAction, saveSectionAction } from '@/features/content/actions.admin';
import { CONTACT_INFO_SAVE_FAILED } from '@/features/content/schema';
import { SimpleForm } from './simple-form';

type SectionKey = 'features_section' | 'detailed_features_section' | 'pricing_section';

export function HeroEditor({ initial }: { initial: { title: string; subtitle: string; primaryButtonText: string; secondaryButtonText: string; slideInterval: number; showSlideIndicators: boolean } }) {
  return (
    <SimpleForm id="hero" initial={initial} action={saveHeroAction}
      fields={[
        { name: 'title', label: 'Başlık' }, { name: 'subtitle', label: 'Alt başlık', type: 'textarea' },
        { name: 'primaryButtonText', label: 'Birincil buton metni' }, { name: 'secondaryButtonText', label: 'İkincil buton metni' },
        { name: 'slideInterval', label: 'Slayt geçiş süresi (ms)', type: 'number', step: 1000, min: 1000, hint: 'En az 1000 ms, 1000\'in katları' },
        { name: 'showSlideIndicators', label: 'Slayt göstergelerini göster', type: 'checkbox' },
      ]}
      preview={(v) => (
        <div className="rounded-xl bg-gradient-to-br from-pink-600 to-purple-700 p-5 text-white">
          <p className="text-lg font-bold">{v.title}</p>
          <p className="mt-1 text-sm opacity-90">{v.subtitle}</p>
          <div className="mt-3 flex flex-wrap gap-2 text-xs">
            <span className="rounded-md bg-white px-3 py-1.5 font-medium text-purple-700">{v.primaryButtonText}</span>
            <span className="rounded-md border border-white px-3 py-1.5">{v.secondaryButtonText}</span>
          </div>
        </div>
      )} />
  );
}

export function SectionEditor({ sectionKey, initial }: { sectionKey: SectionKey; initial: { title: string; description: string } }) {
  return (
    <SimpleForm id={sectionKey} initial={initial} action={(v) => saveSectionAction({ key: sectionKey, ...v })} submitLabel="Bölümü Kaydet"
      fields={[{ name: 'title', label: 'Bölüm başlığı' }, { name: 'description', label: 'Bölüm açıklaması', type: 'textarea' }]} />
  );
}

export function ContactInfoEditor({ initial }: { initial: { phone: string; email: string; address: string; workingHours: string } }) {
  return (
    <SimpleForm id="contact-info" initial={initial} action={saveContactInfoAction} errorMessage={CONTACT_INFO_SAVE_FAILED}
      fields={[
        { name: 'phone', label: 'Telefon', type: 'tel' }, { name: 'email', label: 'E-posta', type: 'email' },
        { name: 'address', label: 'Adres', type: 'textarea' }, { name: 'workingHours', label: 'Çalışma saatleri' },
      ]}
      preview={(v) => (
        <ul className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
          <li className="flex gap-2"><Phone className="size-4" aria-hidden="true" />{v.phone || '—'}</li>
          <li className="flex gap-2"><Mail className="size-4" aria-hidden="true" />{v.email || '—'}</li>
          {v.address ? <li className="flex gap-2"><MapPin className="size-4" aria-hidden="true" />{v.address}</li> : null}
          {v.workingHours ? <li className="flex gap-2"><Clock className="size-4" aria-hidden="true" />{v.workingHours}</li> : null}
        </ul>
      )} />
  );
}
