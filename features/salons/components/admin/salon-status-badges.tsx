// The status cell of /admin/salons: Aktif / Pasif, and for an active salon that is not
// bookable yet (no active service given by a working staff member: a fresh registration)
// 'Kurulum bekleniyor', because such a salon is in no public list until its owner sets it up.
import { Badge } from '@/components/ui/badge';

export const SETUP_PENDING_LABEL = 'Kurulum bekleniyor';

export function SalonStatusBadges({ isActive, bookable }: { isActive: boolean; bookable: boolean }) {
  if (!isActive) return <Badge variant="danger-soft">Pasif</Badge>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="success-soft">Aktif</Badge>
      {bookable ? null : (
        <Badge variant="warning-soft" title="Hizmet ve personel eklenene kadar salon listelerde görünmez">{SETUP_PENDING_LABEL}</Badge>
      )}
    </span>
  );
}
