// The salon's activity log on /panel/ekip ('Etkinlik Kaydı'): who changed what on the team
// screen, newest first, a page at a time. Server component.
import { History } from 'lucide-react';
import { TablePagination } from '@/components/kit/table-pagination';
import type { RawSearchParams } from '@/platform/http/table-query';
import type { SalonActivityPage } from '@/features/team/server/activity';

const when = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

export function ActivityList({ activity, searchParams }: { activity: SalonActivityPage; searchParams: RawSearchParams }) {
  if (activity.total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
        <History className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Henüz kayıt yok</p>
        <p className="max-w-sm text-sm text-muted-foreground">Kullanıcılarda ve rollerde yapılan her değişiklik burada listelenir.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="grid gap-2" aria-label="Etkinlik kaydı">
        {activity.rows.map((row) => (
          <li key={row.id} className="grid gap-1 rounded-lg border bg-card px-3 py-2">
            <p className="user-text text-sm">{row.description}</p>
            <p className="user-text text-xs text-muted-foreground">
              <time dateTime={row.createdAt.toISOString()}>{when.format(row.createdAt)}</time>
              {' · '}{row.actor ?? 'Silinmiş kullanıcı'}
            </p>
          </li>
        ))}
      </ol>
      <TablePagination page={activity} pathname="/panel/ekip" searchParams={searchParams} />
    </div>
  );
}
