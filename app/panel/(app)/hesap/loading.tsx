// /panel/hesap while it loads: the heading and the password form's card (issue 28).
import { ScreenSkeleton } from '@/components/kit/screen-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <ScreenSkeleton description>
      <Skeleton className="h-72 w-full rounded-xl" />
    </ScreenSkeleton>
  );
}
