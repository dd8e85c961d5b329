'use client';
// The 'KVKK' tab of /admin/content: the data controller the notices at /kvkk and /kvkk/salon
// name, and the sentence on where the data is hosted. The preview lists the details as the
// notices do (KEP and MERSİS only when filled in).
import { saveKvkkControllerAction } from '@/features/content/actions.admin';
import { controllerFacts } from '@/features/content/rules/kvkk-controller';
import { KVKK_CONTROLLER_SAVE_FAILED } from '@/features/content/schema.kvkk';
import { SimpleForm } from './simple-form';

/** The form's values: KEP and MERSİS are '' when there is none (the schema makes them null). */
export type KvkkControllerValues = { name: string; address: string; email: string; kep: string; mersis: string; transferNote: string };

export function KvkkControllerEditor({ initial }: { initial: KvkkControllerValues }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Bu bilgiler <a className="font-medium underline" href="/kvkk" target="_blank" rel="noopener">müşteri</a> ve{' '}
        <a className="font-medium underline" href="/kvkk/salon" target="_blank" rel="noopener">salon</a> aydınlatma metinlerinde
        veri sorumlusu olarak gösterilir. Metnin geri kalanı kanunun gerektirdiği sabit metindir.
      </p>
      <SimpleForm id="kvkk-controller" initial={initial} action={saveKvkkControllerAction} errorMessage={KVKK_CONTROLLER_SAVE_FAILED}
        fields={[
          { name: 'name', label: 'Unvan', hint: 'Şirketin ticaret sicilindeki tam unvanı' },
          { name: 'address', label: 'Adres', type: 'textarea', hint: 'Yazılı başvuruların gönderileceği adres' },
          { name: 'email', label: 'Başvuru e-posta adresi', type: 'email', hint: 'KVKK başvuruları bu adrese gelir; 30 gün içinde yanıtlanmalıdır' },
          { name: 'kep', label: 'KEP adresi (isteğe bağlı)', type: 'email' },
          { name: 'mersis', label: 'MERSİS no (isteğe bağlı)', hint: '16 haneli numara' },
          {
            name: 'transferNote', label: 'Barındırma ve yurt dışına aktarım', type: 'textarea',
            hint: 'Veriler başka bir sağlayıcıda, başka bir bölgede ya da Türkiye\'de tutuluyorsa veya standart sözleşme imzalanıp Kurum\'a bildirilmediyse bu cümleyi buna göre düzeltin.',
          },
        ]}
        preview={(v) => (
          <dl className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
            {controllerFacts({ ...v, kep: v.kep.trim() || null, mersis: v.mersis.trim() || null }).map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-xs text-muted-foreground">{fact.label}</dt>
                <dd className="break-words">{fact.value || '—'}</dd>
              </div>
            ))}
          </dl>
        )} />
    </div>
  );
}
