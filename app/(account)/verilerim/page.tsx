// /verilerim: what we hold about the signed-in customer (KVKK art. 11), to read here or download
// as JSON (GET /api/me/export), and 'Hesabımı Kapat'; 'Giriş Yapın' otherwise.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Download } from 'lucide-react';
import { SignInPrompt } from '@/features/accounts/components/sign-in-prompt';
import { CloseAccount } from '@/features/privacy/components/close-account';
import { MyData } from '@/features/privacy/components/my-data';
import { loadCustomerExport } from '@/features/privacy/server/export';
import { Button } from '@/components/ui/button';
import { getCurrentCustomer } from '@/platform/access/session';

export const metadata: Metadata = { title: 'Verilerim', robots: { index: false, follow: false } };

export default async function MyDataPage() {
  const customer = await getCurrentCustomer();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">Verilerim</h1>
      {customer ? <Data customerId={customer.id} /> : (
        <SignInPrompt message="Hakkınızda tuttuğumuz verileri görmek için lütfen giriş yapın." />
      )}
    </div>
  );
}

async function Data({ customerId }: { customerId: string }) {
  const data = await loadCustomerExport(customerId);
  if (!data) return <SignInPrompt message="Hakkınızda tuttuğumuz verileri görmek için lütfen giriş yapın." />;
  return (
    <>
      <div className="grid gap-3">
        <p className="text-muted-foreground">
          Kişisel Verilerin Korunması Kanunu (madde 11) uyarınca hesabınıza bağlı olarak tuttuğumuz verilerin tamamı aşağıdadır.
          Neyi, neden ve ne kadar süre sakladığımızı <Link href="/kvkk" className="text-primary underline">Aydınlatma Metni</Link>&apos;nde bulabilirsiniz.
        </p>
        <div>
          {/* A plain link: the route handler answers with the file itself (Content-Disposition). */}
          <Button asChild variant="brand">
            <a href="/api/me/export" download>
              <Download aria-hidden="true" />
              Verilerimi İndir (JSON)
            </a>
          </Button>
        </div>
      </div>
      <MyData data={data} />
      <CloseAccount />
    </>
  );
}
