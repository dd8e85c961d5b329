// /panel/musteriler: the salon's customers (everyone who booked here, registered or guest, one
// per phone), most recent visit first, 20 a page, searchable by name or phone. The search and
// the page are URL params; a page past the end goes to the last one.
import type { Metadata } from 'next';
import { redirect, RedirectType } from 'next/navigation';
import { CUSTOMERS_PATH, CustomerList } from '@/features/customers/components/customer-list';
import type { RawSearchParams } from '@/platform/http/table-query';
import { tableHref } from '@/components/kit/table-url';
import { listSalonCustomers } from '@/features/customers/server/customers';
import { requireSalonUser } from '@/platform/access/panel-session';
import { parseCustomerSearch } from '@/features/customers/schema';

export const metadata: Metadata = { title: 'Müşteriler' };

export default async function CustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const user = await requireSalonUser('page.customers');
  const params = await searchParams;
  const search = parseCustomerSearch(params);
  const page = await listSalonCustomers(user.salonId, search, new Date());
  if (search.page > page.pageCount) redirect(tableHref(CUSTOMERS_PATH, params, { page: page.pageCount }), RedirectType.replace);
  return <CustomerList page={page} q={search.q} searchParams={params} />;
}
