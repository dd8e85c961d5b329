'use client';
// The toasts without their Radix code, for when that code cannot download (offline, or an old
// tab after a deploy): a toast saying that something could not load must still reach the
// visitor (issue 24, item 19). Same place, look and region name as the real list; no swipe or
// hover pause, and it closes after its duration the same way.
import { useEffect } from 'react';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from '@/components/ui/use-toast';
import { cn } from '@/components/ui/utils';

function PlainToast({ item }: { item: ToastItem }) {
  const { id, title, description, variant, duration = TOAST_DURATION_MS, action } = item;
  useEffect(() => {
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);
  const destructive = variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-background text-foreground',
      )}
    >
      <div className="grid gap-1">
        {title ? <div className="text-sm font-semibold">{title}</div> : null}
        {description ? <div className="text-sm opacity-95">{description}</div> : null}
      </div>
      {action ? (
        <button
          type="button"
          onClick={() => { dismissToast(id); action.onClick(); }}
          className="inline-flex h-8 shrink-0 items-center justify-center self-center rounded-md border border-current/40 px-3 text-sm font-medium hover:bg-current/15"
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" aria-label="Kapat" onClick={() => dismissToast(id)} className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function PlainToastList({ toasts }: { toasts: ToastItem[] }) {
  return (
    <div
      role="region"
      aria-label="Bildirimler"
      className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-[420px] sm:flex-col"
    >
      {toasts.filter((t) => t.open).map((t) => <PlainToast key={t.id} item={t} />)}
    </div>
  );
}
