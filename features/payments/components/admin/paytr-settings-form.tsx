'use client';
// The PayTR settings form. The key and salt arrive only as "a value is stored" (hasKey /
// hasSalt): their inputs start empty, and an empty input keeps the stored value. Required
// messages are checked here for the operator's sake and again on the server.
import { useState, type ReactNode } from 'react';
import { savePaytrSettingsAction, testPaytrConnectionAction } from '@/features/payments/actions.admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import type { AdminPaytrSettings } from '@/features/payments/server/paytr-settings';
import { cn } from '@/components/ui/utils';
import { MERCHANT_ID_REQUIRED, MERCHANT_KEY_REQUIRED, MERCHANT_SALT_REQUIRED } from '@/features/payments/schema';

type Values = Omit<AdminPaytrSettings, 'hasKey' | 'hasSalt' | 'successUrl' | 'failUrl'> & { merchantKey: string; merchantSalt: string; successUrl: string; failUrl: string };
type Flag = 'testMode' | 'debugMode' | 'noInstallment' | 'isActive';

const FLAGS: { name: Flag; label: string; hint: string }[] = [
  { name: 'isActive', label: 'Aktif', hint: 'Ödemeler bu ayarlarla alınır' },
  { name: 'testMode', label: 'Test modu', hint: 'Kartlardan gerçek ödeme çekilmez' },
  { name: 'debugMode', label: 'Hata ayıklama modu', hint: 'PayTR hata ayrıntılarını gösterir' },
  { name: 'noInstallment', label: 'Taksit yok', hint: 'Açıkken tek çekim alınır' },
];

export function PaytrSettingsForm({ initial, notificationUrl }: { initial: AdminPaytrSettings; notificationUrl: string }) {
  const [stored, setStored] = useState({ hasKey: initial.hasKey, hasSalt: initial.hasSalt });
  const [values, setValues] = useState<Values>({
    merchantId: initial.merchantId, merchantKey: '', merchantSalt: '', testMode: initial.testMode, debugMode: initial.debugMode,
    timeoutLimit: initial.timeoutLimit, noInstallment: initial.noInstallment, maxInstallment: initial.maxInstallment,
    successUrl: initial.successUrl ?? '', failUrl: initial.failUrl ?? '', isActive: initial.isActive,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [test, setTest] = useState<{ success: boolean; text: string } | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    const local: Record<string, string> = {};
    if (!values.merchantId.trim()) local.merchantId = MERCHANT_ID_REQUIRED;
    if (!stored.hasKey && !values.merchantKey.trim()) local.merchantKey = MERCHANT_KEY_REQUIRED;
    if (!stored.hasSalt && !values.merchantSalt.trim()) local.merchantSalt = MERCHANT_SALT_REQUIRED;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy('save');
    try {
      const result = await savePaytrSettingsAction(values);
      if (result.ok) {
        setStored({ hasKey: result.data.hasKey, hasSalt: result.data.hasSalt });
        setValues((v) => ({ ...v, merchantKey: '', merchantSalt: '' }));
        toast({ title: 'Başarılı', description: result.message ?? 'PayTR ayarları kaydedildi' });
      } else {
        setErrors(result.fieldErrors ?? {});
        toast({ title: 'Hata', description: result.error || 'PayTR ayarları kaydedilirken hata oluştu', variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Hata', description: 'PayTR ayarları kaydedilirken hata oluştu', variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function runTest() {
    setBusy('test');
    setTest(null);
    try {
      const result = await testPaytrConnectionAction(values);
      setTest(result.ok ? { success: result.data.success, text: result.data.answer } : { success: false, text: result.error });
    } catch {
      setTest({ success: false, text: 'PayTR bağlantı testi başarısız' });
    } finally {
      setBusy(null);
    }
  }

  const secretHint = (has: boolean) => (has ? 'Kayıtlı bir değer var. Değiştirmek için yeni değeri yazın; boş bırakırsanız korunur.' : 'Henüz kayıtlı değer yok.');
  return (
    <form noValidate aria-busy={busy !== null} onSubmit={(e) => { e.preventDefault(); void save(); }} className="grid gap-6">
      <section className="grid gap-4 rounded-xl border bg-card p-5">
        <h2 className="font-semibold">Mağaza Bilgileri</h2>
        <Field id="merchantId" label="Merchant ID" error={errors.merchantId}>
          <Input id="merchantId" value={values.merchantId} onChange={(e) => set('merchantId', e.target.value)} autoComplete="off" />
        </Field>
        <Field id="merchantKey" label="Merchant Key" error={errors.merchantKey} hint={secretHint(stored.hasKey)}>
          <Input id="merchantKey" type="password" value={values.merchantKey} onChange={(e) => set('merchantKey', e.target.value)}
            autoComplete="new-password" placeholder={stored.hasKey ? '•••••••• (kayıtlı)' : ''} />
        </Field>
        <Field id="merchantSalt" label="Merchant Salt" error={errors.merchantSalt} hint={secretHint(stored.hasSalt)}>
          <Input id="merchantSalt" type="password" value={values.merchantSalt} onChange={(e) => set('merchantSalt', e.target.value)}
            autoComplete="new-password" placeholder={stored.hasSalt ? '•••••••• (kayıtlı)' : ''} />
        </Field>
      </section>
      <section className="grid gap-4 rounded-xl border bg-card p-5">
        <h2 className="font-semibold">Ödeme Seçenekleri</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {FLAGS.map((flag) => (
            <label key={flag.name} className="flex items-start gap-3 rounded-md border p-3">
              <input type="checkbox" className="mt-1 size-4" checked={values[flag.name]} onChange={(e) => set(flag.name, e.target.checked)} />
              <span><span className="block text-sm font-medium">{flag.label}</span><span className="text-xs text-muted-foreground">{flag.hint}</span></span>
            </label>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="timeoutLimit" label="Zaman aşımı (dakika)" error={errors.timeoutLimit}>
            <Input id="timeoutLimit" type="number" min={1} max={1440} value={values.timeoutLimit} onChange={(e) => set('timeoutLimit', Number(e.target.value))} />
          </Field>
          <Field id="maxInstallment" label="Azami taksit" error={errors.maxInstallment}>
            <Input id="maxInstallment" type="number" min={0} max={12} disabled={values.noInstallment} value={values.noInstallment ? 0 : values.maxInstallment}
              onChange={(e) => set('maxInstallment', Number(e.target.value))} />
          </Field>
          <Field id="successUrl" label="Başarılı ödeme adresi" error={errors.successUrl}>
            <Input id="successUrl" type="url" value={values.successUrl} onChange={(e) => set('successUrl', e.target.value)} />
          </Field>
          <Field id="failUrl" label="Başarısız ödeme adresi" error={errors.failUrl}>
            <Input id="failUrl" type="url" value={values.failUrl} onChange={(e) => set('failUrl', e.target.value)} />
          </Field>
        </div>
      </section>
      <section className="grid gap-2 rounded-xl border bg-card p-5">
        <h2 className="font-semibold">Bildirim URL’si</h2>
        <p className="text-sm text-muted-foreground">PayTR mağaza panelinde “Bildirim URL” alanına bu adresi yapıştırın:</p>
        <code className="rounded-md bg-muted px-3 py-2 text-sm break-all" data-testid="paytr-notification-url">{notificationUrl}</code>
      </section>
      {test ? (
        <div role="status" data-testid="paytr-test-result" className={cn('rounded-md border p-3 text-sm', test.success ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900')}>
          {test.text}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy !== null}>{busy === 'save' ? 'Kaydediliyor...' : 'Kaydet'}</Button>
        <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void runTest()}>{busy === 'test' ? 'Test ediliyor...' : 'Bağlantıyı Test Et'}</Button>
      </div>
    </form>
  );
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? <p className="text-sm text-destructive" role="alert">{error}</p> : null}
    </div>
  );
}
