// While the screen's data loads: the panel's card-list placeholders.
import { CardListSkeleton } from '@/components/kit/card-list-skeleton';

export default function StaffLoading() {
  return <CardListSkeleton />;
}
