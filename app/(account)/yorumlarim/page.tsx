// /yorumlarim: the signed-in customer's reviews with their moderation status; 'Giriş Yapın' otherwise.
import type { Metadata } from 'next';
import Link from 'next/link';
import { MessageSquare } from 'lucide-react';
import { SignInPrompt } from '@/features/accounts/components/sign-in-prompt';
import { MyReviewItem } from '@/features/reviews/components/my-review-item';
import { Button } from '@/components/ui/button';
import { getCurrentCustomer } from '@/platform/access/session';
import { listCustomerReviews } from '@/features/reviews/server/reviews';

export const metadata: Metadata = { title: 'Yorumlarım', robots: { index: false, follow: false } };

export default async function MyReviewsPage() {
  const customer = await getCurrentCustomer();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">Yorumlarım</h1>
      {customer ? <ReviewList customerId={customer.id} /> : (
        <SignInPrompt message="Yorumlarınızı görmek için lütfen giriş yapın." />
      )}
    </div>
  );
}

async function ReviewList({ customerId }: { customerId: string }) {
  const reviews = await listCustomerReviews(customerId);
  if (reviews.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <MessageSquare className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">Henüz yorumunuz bulunmuyor.</p>
        <p className="text-muted-foreground">Tamamlanan randevularınızdan sonra salonlar hakkında yorum yazabilirsiniz.</p>
        <Button asChild variant="outline">
          <Link href="/randevularim">Randevularıma Git</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Yorum listesi">
      {reviews.map((r) => <MyReviewItem key={r.id} review={r} />)}
    </ul>
  );
}
