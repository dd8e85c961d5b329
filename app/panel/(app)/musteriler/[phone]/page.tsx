// /panel/musteriler/[phone]: one customer of the salon, known by phone: name, phone to call,
// e-mail, the figures at this salon, what is still owed (açık hesap, issue 30), the private note (editable with the 'customer.note' right)
// and the appointment history; 'Müşteriyi Sil' (KVKK) with the 'customer.erase' right. A phone that never booked at this salon is a 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { CustomerFigures } from '@/features/customers/components/customer-figures';
import { CustomerHistory } from '@/features/customers/components/customer-history';
import { CUSTOMERS_PATH } from '@/features/customers/components/customer-list';
import { CustomerNote } from '@/features/customers/components/customer-note';
import { CustomerPhoneLink } from '@/features/customers/components/shared/customer-phone-link';
import { EraseCustomerButton } from '@/features/customers/components/erase-customer-button';
import { loadSalonCustomer } from '@/features/customers/server/customers';
import { isErasedPhone } from '@/features/privacy/rules/erasure';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { parseCustomerPhoneParam } from '@/features/customers/schema';
import { OpenBalances } from '@/features/bills/components/open-balances';
import { openBalancesOf } from '@/features/bills/server/bills';

export const metadata: Metadata = { title: 'Müşteri' };

export default async function CustomerPage({ params }: { params: Promise<{ phone: string }> }) {
  const user = await requireSalonUser('page.customers');
  const phone = parseCustomerPhoneParam((await params).phone);
  if (!phone) notFound();
  const customer = await loadSalonCustomer(user.salonId, phone, new Date());
  if (!customer) notFound();
  const canEditNote = holdsRight(user.permissions, 'customer.note');
  // Open balances (issue 30) only for users who may see bills.
  const balances = holdsRight(user.permissions, 'page.bills') ? await openBalancesOf(user.salonId, customer.phone) : [];

  return (
    <div className="grid gap-6">
      <Link href={CUSTOMERS_PATH} className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />Müşteriler
      </Link>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="user-text text-2xl font-bold tracking-tight">{customer.name}</h1>
          {customer.registered ? <Badge variant="info-soft">Üye</Badge> : <Badge variant="outline">Misafir</Badge>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <CustomerPhoneLink phone={customer.phone} />
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className="inline-flex min-w-0 items-center gap-1.5 text-primary hover:underline">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="break-all">{customer.email}</span>
            </a>
          ) : null}
        </div>
      </div>
      <CustomerFigures customer={customer} />
      <OpenBalances rows={balances} canCollect={holdsRight(user.permissions, 'bill.collect')} />
      <CustomerNote phone={customer.phone} note={customer.note} updatedAt={customer.noteUpdatedAt} canEdit={canEditNote} />
      <CustomerHistory items={customer.history} total={customer.appointmentCount} />
      {/* A placeholder group (an erased customer's visits) is nobody to erase. */}
      {holdsRight(user.permissions, 'customer.erase') && !isErasedPhone(customer.phone) ? (
        <EraseCustomerButton phone={customer.phone} name={customer.name} registered={customer.registered} listHref={CUSTOMERS_PATH} />
      ) : null}
    </div>
  );
}
