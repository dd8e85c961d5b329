// /admin/contacts (moderators and up): the contact inbox — search, status filter with counts,
// paging from the URL; the table re-reads itself every 2 seconds (ContactInbox). Mark all as
// read and the CSV export of the current filter sit in the header.
import { Suspense } from 'react';
import { Download } from 'lucide-react';
import { ContactInbox } from '@/features/contact/components/admin/contact-inbox';
import { MarkAllReadButton } from '@/features/contact/components/admin/mark-all-read-button';
import { tableKey } from '@/components/kit/table';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { Button } from '@/components/ui/button';
import { loadContactPage, parseContactQuery } from '@/features/contact/server/inbox';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { tableHref } from '@/components/kit/table-url';
import type { RawSearchParams } from '@/platform/http/table-query';
import type { ContactListQuery } from '@/features/contact/schema.inbox';

const SCREEN = screenAt('/admin/contacts');
export const generateMetadata = adminMetadata(SCREEN);

export default async function ContactsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdmin(SCREEN.level);
  const params = await searchParams;
  const query = parseContactQuery(params);
  const exportHref = tableHref('/api/admin/contacts/export', params, { page: null });
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="İletişim formundan gelen mesajlar"
        actions={(
          <div className="flex flex-wrap gap-2">
            <MarkAllReadButton />
            <Button asChild variant="outline"><a href={exportHref} download><Download aria-hidden="true" />CSV Dışa Aktar</a></Button>
          </div>
        )} />
      <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={6} />}>
        <Inbox query={query} params={params} />
      </Suspense>
    </div>
  );
}

async function Inbox({ query, params }: { query: ContactListQuery; params: RawSearchParams }) {
  const page = await loadContactPage(query);
  // The filter tabs' counts are drawn by the inbox from each 2-second read, with the rows.
  return (
    <ContactInbox initial={page} status={query.status} searchParams={params}
      search={<TableSearch label="Ad, e-posta, telefon veya mesaj ile ara" />}
      emptyText={query.q || query.status !== 'all' ? 'Aramanıza uyan mesaj bulunamadı' : 'Henüz mesaj yok'} />
  );
}
