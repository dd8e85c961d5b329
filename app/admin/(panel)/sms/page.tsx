// /admin/sms (admins and up): the texts the platform sent, newest first, with their cost, the
// provider's answer and the delivery report, by status, searchable by number; a test text; and,
// for superadmins only, the Netgsm account (its password never reaches the browser).
import { Suspense } from 'react';
import { AdminTable, tableKey } from '@/components/kit/table';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { adminMetadata } from '@/features/back-office/metadata';
import { SmsSettingsForm } from '@/features/sms/components/admin/sms-settings-form';
import { SMS_COLUMNS } from '@/features/sms/components/admin/sms-columns';
import { TestSmsForm } from '@/features/sms/components/admin/test-sms-form';
import { SMS_STATUS_LABELS } from '@/features/sms/rules/labels';
import { loadSmsPage, SMS_SCREEN, SMS_TABLE, type SmsListQuery } from '@/features/sms/server/admin-list';
import { getAdminSmsSettings } from '@/features/sms/server/settings';
import { hasLevel, SUPERADMIN } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { parseTableQuery, type RawSearchParams } from '@/platform/http/table-query';

const PATH = SMS_SCREEN.href;
export const generateMetadata = adminMetadata(SMS_SCREEN);

export default async function SmsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin(SMS_SCREEN.level);
  const params = await searchParams;
  const query = parseTableQuery(params, SMS_TABLE);
  const settings = await getAdminSmsSettings();
  const configured = settings.hasPassword && settings.isActive;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SMS_SCREEN.label}
        description="Randevu SMS'leri Netgsm üzerinden gönderilir. Yalnızca kişinin kendi randevusuyla ilgili bilgilendirme mesajları gönderilir." />
      {configured ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          SMS ayarları yapılmadı veya pasif: mesajlar gönderilmez, kuyrukta bekler. Ayarlar kaydedilip aktif yapılınca sırayla gönderilir.
        </p>
      )}
      {hasLevel(admin.role, SUPERADMIN) ? (
        <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="sms-account">
          <h2 id="sms-account" className="font-semibold">Netgsm Hesabı</h2>
          <SmsSettingsForm initial={settings} />
        </section>
      ) : null}
      <section className="grid gap-3 rounded-xl border bg-card p-5" aria-labelledby="sms-test">
        <h2 id="sms-test" className="font-semibold">Test SMS</h2>
        <p className="text-sm text-muted-foreground">Kayıtlı ayarlarla hemen bir SMS gönderir; sağlayıcının yanıtı aşağıda, iletim raporu listede görünür.</p>
        <TestSmsForm />
      </section>
      <section className="grid gap-4" aria-labelledby="sms-list">
        <h2 id="sms-list" className="font-semibold">Son SMS&apos;ler</h2>
        <TableSearch label="Telefon numarası ara" />
        <Suspense key={tableKey(query)} fallback={<TableSkeleton columns={SMS_COLUMNS.length} />}>
          <SmsTable query={query} params={params} />
        </Suspense>
      </section>
    </div>
  );
}

async function SmsTable({ query, params }: { query: SmsListQuery; params: RawSearchParams }) {
  const page = await loadSmsPage(query);
  const tabs = SMS_TABLE.filters.map((value) => ({ value, label: value === 'all' ? 'Tümü' : SMS_STATUS_LABELS[value], count: page.counts[value] }));
  return (
    <div className="grid gap-4">
      <TableFilterTabs label="SMS durumu" options={tabs} current={query.filter} defaultValue={SMS_TABLE.defaultFilter} pathname={PATH} searchParams={params} />
      <AdminTable caption="Son gönderilen SMS'ler" columns={SMS_COLUMNS} rows={page.rows} rowKey={(r) => r.id} query={query} pathname={PATH}
        searchParams={params} emptyText={query.q ? 'Aramanıza uyan SMS bulunamadı' : query.filter === 'all' ? 'Henüz SMS yok' : 'Bu durumda SMS yok'} />
      <TablePagination page={page} pathname={PATH} searchParams={params} />
    </div>
  );
}
