'use client';
// Renders the toast store (components/ui/use-toast) with the Radix toast primitives. Loaded by
// <Toaster /> (toaster.tsx), not imported directly.
import { useToast, dismissToast, TOAST_DURATION_MS } from '@/components/ui/use-toast';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function ToastList() {
  const { toasts } = useToast();
  return (
    <ToastProvider label="Bildirim" duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.label} onClick={action.onClick} className="self-center border-current/40 hover:bg-current/15">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
