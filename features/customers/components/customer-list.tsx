// The list of /panel/musteriler: search box (name or phone), a card per customer, paging, and
// the two empty states: no customer yet, or none matching the search. Server component; the
// search and the page live in the URL, so a view can be shared and the back button works.
import { SearchX, Users } from 'lucide-react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { TablePagination } from '@/components/kit/table-pagination';
import { TableSearch } from '@/components/kit/table-search';
import type { RawSearchParams } from '@/platform/http/table-query';
import type { SalonCustomerPage } from '@/features/customers/server/customers';
import { CustomerCard } from './customer-card';

export const CUSTOMERS_PATH = '/panel/musteriler';
export const CUSTOMER_SEARCH_LABEL = 'Müşteri adı veya telefon ara';

export function CustomerEmptyState({ searching }: { searching: boolean }) {
  const Icon = searching ? SearchX : Users;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{searching ? 'Aramanıza uyan müşteri bulunamadı' : 'Henüz müşteriniz yok'}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {searching
          ? 'Adın bir kısmını ya da telefon numarasını farklı yazarak tekrar deneyin.'
          : 'Salonunuzdan randevu alan herkes, üye ya da misafir, telefon numarasıyla burada listelenir.'}
      </p>
    </div>
  );
}

export function CustomerList({ page, q, searchParams }: { page: SalonCustomerPage; q: string; searchParams: RawSearchParams }) {
  const searching = q !== '';
  const noCustomers = page.total === 0 && !searching;
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Müşteriler"
        description={noCustomers ? undefined : 'Salonunuzdan randevu alan üye ve misafir müşteriler, son ziyarete göre'} />
      {noCustomers ? null : <TableSearch label={CUSTOMER_SEARCH_LABEL} />}
      {page.rows.length === 0 ? (
        <CustomerEmptyState searching={searching} />
      ) : (
        <ul className="grid gap-3" aria-label="Müşteri listesi">
          {page.rows.map((customer) => (
            <li key={customer.phone} className="min-w-0">
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
      )}
      {page.total > 0 ? <TablePagination page={page} pathname={CUSTOMERS_PATH} searchParams={searchParams} /> : null}
    </div>
  );
}
