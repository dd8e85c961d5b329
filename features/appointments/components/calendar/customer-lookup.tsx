'use client';
// 'Müşteri ara' in the booking dialog: an earlier customer of this salon by name (Turkish
// folding) or by a phone typed as shown, 300 ms after typing stops; choosing one fills the
// phone and name. A new customer is simply typed into those fields instead.
import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { findSalonCustomersAction } from '@/features/appointments/actions.panel';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPhoneDisplay } from '@/platform/text/phone';

interface Found { phone: string; name: string }

export function CustomerLookup({ onChoose }: { onChoose: (customer: Found) => void }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) return;
    let current = true;
    const timer = setTimeout(async () => {
      setBusy(true);
      const result = await findSalonCustomersAction({ q: text }).catch(() => null);
      if (!current) return;
      setBusy(false);
      setFound(result?.ok ? result.data : []);
    }, 300);
    return () => { current = false; clearTimeout(timer); };
  }, [q]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="customer-lookup">Müşteri ara (isteğe bağlı)</Label>
      <div className="relative">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id="customer-lookup" value={q} onChange={(e) => { setQ(e.target.value); if (e.target.value.trim().length < 2) setFound(null); }} placeholder="Ad veya telefon" className="pl-9"
          autoComplete="off" maxLength={100} aria-describedby="customer-lookup-state" />
      </div>
      <p id="customer-lookup-state" className="text-xs text-muted-foreground" aria-live="polite">
        {busy ? 'Aranıyor...' : found && found.length === 0 ? 'Eşleşen müşteri yok; bilgileri aşağıya yazın.' : ''}
      </p>
      {found && found.length > 0 ? (
        <ul className="grid gap-1" aria-label="Bulunan müşteriler">
          {found.map((c) => (
            <li key={c.phone}>
              <button type="button" onClick={() => { onChoose(c); setQ(''); setFound(null); }}
                className="flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted/50">
                <span className="user-text font-medium">{c.name}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{formatPhoneDisplay(c.phone)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
