// The calendar of a salon without active staff: nothing to draw columns for yet. Or, for a user
// kept to her own column (issue 28) whose account is linked to no staff member: no column of hers.
import Link from 'next/link';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CalendarEmpty({ canOpenStaff, unlinked = false }: { canOpenStaff: boolean; unlinked?: boolean }) {
  if (unlinked) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-background p-8 text-center">
        <Users className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Hesabınız bir personelle eşleştirilmemiş</p>
        <p className="max-w-sm text-sm text-muted-foreground">Rolünüz yalnızca kendi takviminizi gösterir. Salon yöneticiniz Ekip ve Yetkiler ekranında hesabınızı personel kaydınızla eşleştirdiğinde randevularınız burada görünür.</p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-background p-8 text-center">
      <Users className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">Takvim için önce personel ekleyin</p>
      <p className="max-w-sm text-sm text-muted-foreground">Randevular personelin sütunlarında gösterilir. Personel ve çalışma saatleri eklendiğinde takvim burada açılır.</p>
      {canOpenStaff ? <Button asChild><Link href="/panel/personel">Personel sayfasına git</Link></Button> : null}
    </div>
  );
}
