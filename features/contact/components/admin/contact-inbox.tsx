'use client';
// The contact inbox table (/admin/contacts). The server renders the first page; this re-reads
// it from /api/admin/contacts every 2 seconds while the tab is visible (and at once after each
// change), keeping the selection, the open detail modal and the reply modal: they hold ids and
// form state here, not in the server's markup. New rows are highlighted; each row has a status
// dropdown; bulk archive and delete are confirmed. The status tabs' counts come from the same
// read as the rows, so a new message shows up in both at once.
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { archiveContactsAction, deleteContactsAction, openContactAction, setContactStatusAction } from '@/features/contact/actions.admin';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { TableFilterTabs } from '@/components/kit/table-filter-tabs';
import { TablePagination } from '@/components/kit/table-pagination';
import { useVisiblePolling } from '@/components/kit/use-visible-polling';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { ContactPageView, ContactRowView } from '@/features/contact/server/inbox';
import type { RawSearchParams } from '@/platform/http/table-query';
import { formatIstanbulDateTime } from '@/features/contact/rules/export';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS } from '@/features/contact/rules/status';
import type { ContactMessageStatus } from '@/platform/db/schema';
import type { ContactListQuery } from '@/features/contact/schema.inbox';
import { cn } from '@/components/ui/utils';
import { ContactDetailDialog } from './contact-detail-dialog';
import { ContactReplyDialog } from './contact-reply-dialog';
import { ReplyDeliveryBadge } from './reply-delivery';

const POLL_MS = 2000;
const PATH = '/admin/contacts';

export function ContactInbox({ initial, status, searchParams: params, search, emptyText }: {
  initial: ContactPageView;
  /** The URL's status filter (the current tab). */
  status: ContactListQuery['status'];
  searchParams: RawSearchParams;
  /** The search box, shown beside the tabs. */
  search: ReactNode;
  emptyText: string;
}) {
  const searchParams = useSearchParams();
  const [data, setData] = useState(initial);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const [openRow, setOpenRow] = useState<ContactRowView | null>(null);
  const [replyTo, setReplyTo] = useState<ContactRowView | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    const response = await fetch(`/api/admin/contacts?${searchParams.toString()}`, { signal, cache: 'no-store' });
    if (!response.ok) return;
    const next = (await response.json()) as ContactPageView;
    setData(next);
    // Rows that are gone (deleted, or filtered out by someone's change) leave the selection.
    const present = new Set(next.rows.map((r) => r.id));
    setSelected((current) => (Array.from(current).every((id) => present.has(id)) ? current : new Set(Array.from(current).filter((id) => present.has(id)))));
    setOpenRow((current) => (current ? next.rows.find((r) => r.id === current.id) ?? current : current));
  }, [searchParams]);
  useVisiblePolling(load, POLL_MS);
  const reload = () => { void load().catch(() => undefined); };

  async function open(row: ContactRowView) {
    setOpenId(row.id);
    setOpenRow(row);
    const result = await openContactAction({ id: row.id });
    if (result.ok) { setOpenRow(result.data); reload(); }
  }

  async function changeStatus(row: ContactRowView, status: ContactMessageStatus) {
    const result = await setContactStatusAction({ id: row.id, status });
    toast(result.ok ? { title: 'Başarılı', description: result.message ?? 'Durum güncellendi' } : { title: 'Hata', description: result.error, variant: 'destructive' });
    reload();
  }

  const ids = Array.from(selected);
  const allOnPage = data.rows.length > 0 && data.rows.every((r) => selected.has(r.id));
  const toggle = (id: string) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id); else next.add(id);
    return next;
  });
  const afterBulk = () => { setSelected(new Set()); reload(); };
  const closeDetail = () => { setOpenId(null); setOpenRow(null); };

  const tabs = [{ value: 'all' as const, label: 'Tümü', count: data.counts.all },
    ...CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s], count: data.counts[s] }))];

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {search}
        <TableFilterTabs label="Durum filtresi" options={tabs} current={status} defaultValue="all" pathname={PATH} searchParams={params} />
      </div>
      <div className="flex min-h-9 flex-wrap items-center gap-2" aria-live="polite">
        {ids.length > 0 ? (
          <>
            <span className="text-sm text-muted-foreground">{ids.length} mesaj seçildi</span>
            <ConfirmAction trigger={<Button variant="outline" size="sm">Seçilenleri Arşivle</Button>}
              title="Seçilen mesajlar arşivlensin mi?" description={`${ids.length} mesaj arşivlenecek.`}
              confirmLabel="Arşivle" busyLabel="Arşivleniyor..." destructive={false}
              run={async () => { const r = await archiveContactsAction({ ids }); if (r.ok) afterBulk(); return r; }} successMessage="Mesajlar arşivlendi" />
            <ConfirmAction trigger={<Button variant="destructive" size="sm">Seçilenleri Sil</Button>}
              title="Seçilen mesajlar silinsin mi?" description={`${ids.length} mesaj kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
              confirmLabel="Sil" busyLabel="Siliniyor..."
              run={async () => { const r = await deleteContactsAction({ ids }); if (r.ok) afterBulk(); return r; }} successMessage="Mesajlar silindi" />
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>Seçimi Temizle</Button>
          </>
        ) : null}
      </div>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <table className="w-full min-w-[760px] text-sm">
          <caption className="sr-only">İletişim mesajları</caption>
          <thead className="border-b bg-muted/40 text-left text-muted-foreground">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <input type="checkbox" aria-label="Bu sayfadaki tüm mesajları seç" checked={allOnPage} disabled={data.rows.length === 0}
                  onChange={() => setSelected(allOnPage ? new Set() : new Set(data.rows.map((r) => r.id)))} className="size-4" />
              </th>
              <th scope="col" className="px-4 py-3 font-medium">Gönderen</th>
              <th scope="col" className="px-4 py-3 font-medium">Mesaj</th>
              <th scope="col" className="px-4 py-3 font-medium">Tarih</th>
              <th scope="col" className="px-4 py-3 font-medium">Durum</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">İşlemler</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.length === 0 ? (
              <tr><td colSpan={6} className="px-4 py-12 text-center text-muted-foreground">{emptyText}</td></tr>
            ) : data.rows.map((row) => (
              <tr key={row.id} data-status={row.status}
                className={cn('border-b last:border-0', row.status === 'new' ? 'bg-blue-50 font-medium hover:bg-blue-100/70' : 'hover:bg-muted/30')}>
                <td className="px-4 py-3">
                  <input type="checkbox" aria-label={`${row.name} mesajını seç`} checked={selected.has(row.id)} onChange={() => toggle(row.id)} className="size-4" />
                </td>
                <td className="px-4 py-3 align-middle">
                  {/* A cap on the sender's width: a 100-character name wraps instead of widening the column. */}
                  <div className="flex max-w-56 items-center gap-2">
                    {row.status === 'new' ? <span className="size-2 shrink-0 rounded-full bg-blue-600" aria-label="Yeni" /> : null}
                    <span className="user-text">{row.name}</span>
                  </div>
                  <div className="max-w-56 text-xs font-normal text-muted-foreground user-text">{row.email}{row.salonName ? ` · ${row.salonName}` : ''}</div>
                </td>
                <td className="max-w-xs px-4 py-3 align-middle"><p className="line-clamp-2 font-normal user-text">{row.message ?? '—'}</p></td>
                <td className="px-4 py-3 align-middle font-normal whitespace-nowrap">{formatIstanbulDateTime(new Date(row.createdAt))}</td>
                <td className="px-4 py-3 align-middle">
                  <select aria-label={`${row.name} mesajının durumu`} value={row.status}
                    onChange={(e) => void changeStatus(row, e.target.value as ContactMessageStatus)}
                    className="h-8 rounded-md border bg-background px-2 text-sm font-normal">
                    {CONTACT_STATUSES.map((s) => <option key={s} value={s}>{CONTACT_STATUS_LABELS[s]}</option>)}
                  </select>
                  {row.reply ? <div className="mt-1"><ReplyDeliveryBadge reply={row.reply} /></div> : null}
                </td>
                <td className="px-4 py-3 text-right align-middle">
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" aria-label={`${row.name} mesajını aç`} onClick={() => void open(row)}>Görüntüle</Button>
                    <Button variant="outline" size="sm" aria-label={`${row.name} mesajını yanıtla`} onClick={() => setReplyTo(row)}>Yanıtla</Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TablePagination page={data} pathname={PATH} searchParams={Object.fromEntries(searchParams.entries())} />
      <ContactDetailDialog message={openId ? openRow : null} onClose={closeDetail}
        onReply={() => { const row = openRow; closeDetail(); if (row) setReplyTo(row); }}
        onDeleted={() => { closeDetail(); reload(); }} />
      {replyTo ? (
        <ContactReplyDialog key={replyTo.id} message={replyTo} open onOpenChange={(next) => { if (!next) setReplyTo(null); }} onReplied={reload} />
      ) : null}
    </div>
  );
}
