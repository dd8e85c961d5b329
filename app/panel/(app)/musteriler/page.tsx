// /panel/musteriler: the salon's customers (everyone who booked here, registered or guest, one
// per phone), most recent visit first, 20 a page, searchable by name or phone. The search and
// the page are URL params; a page past the end goes to the last one.
import type { Metadata } from 'next';
import { redirect, RedirectType } from 'next/navigation';
import { CUSTOMERS_PATH, CustomerList } from '@/components/panel/customers/customer-list';
import type { RawSearchParams } from '@/lib/admin/table-query';
import { tableHref } from '@/lib/admin/table-url';
import { listSalonCustomers } from '@/lib/db/panel-customers';
import { requireSalonUser } from '@/lib/panel/session';
import { parseCustomerSearch } from '@/lib/validation/panel-customer';

export const metadata: Metadata = { title: 'Müşteriler' };

export default async function CustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const user = await requireSalonUser('page.customers');
  const params = await searchParams;
  const search = parseCustomerSearch(params);
  const page = await listSalonCustomers(user.salonId, search, new Date());
  if (search.page > page.pageCount) redirect(tableHref(CUSTOMERS_PATH, params, { page: page.pageCount }), RedirectType.replace);
  return <CustomerList page={page} q={search.q} searchParams={params} />;
}
