'use client';
// THE modal form of the back-office: a Radix dialog holding a react-hook-form form checked
// with the same zod schema the server action uses, submitted to that server action (one made
// with adminAction). While it runs the submit button shows `busyLabel` and the dialog cannot
// be closed; the server's field errors land on their fields, its message in a toast; on success
// a toast, the dialog closes, the form resets and the page's server data is re-read.
//
//   <FormDialog title="Yeni Yönetici" trigger={<Button>Yeni Yönetici</Button>} schema={createAdminSchema}
//     defaultValues={{ email: '', ... }} action={createAdminAction} submitLabel="Oluştur" successMessage="Yönetici oluşturuldu">
//     {(form) => <FormInput form={form} name="email" label="E-posta" />}
//   </FormDialog>
import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { NO_CONNECTION_MESSAGE, type ActionResult } from '@/platform/actions/result';

interface Props<V extends FieldValues, Out, R> {
  title: string;
  description?: string;
  /** The button that opens it; none when opened from outside (`open`, e.g. a row's actions menu). */
  trigger?: ReactNode;
  /** Opened and closed by the caller (mount it when opening, so it starts from the values it gets). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  schema: z.ZodType<Out, V>;
  defaultValues: DefaultValues<V>;
  action: (input: Out) => Promise<ActionResult<R>>;
  submitLabel: string;
  busyLabel?: string;
  /** Toast text on success when the action returns no message of its own. */
  successMessage: string;
  children: (form: UseFormReturn<V, unknown, Out>) => ReactNode;
}

export function FormDialog<V extends FieldValues, Out, R>({
  title, description, trigger, open: openProp, onOpenChange, schema, defaultValues, action, submitLabel, busyLabel = 'Kaydediliyor...', successMessage, children,
}: Props<V, Out, R>) {
  const router = useRouter();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => { if (openProp === undefined) setOwnOpen(next); onOpenChange?.(next); };
  const form = useForm<V, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    let result: ActionResult<R>;
    try {
      result = await action(values);
    } catch {
      toast({ title: 'Bağlantı yok', description: NO_CONNECTION_MESSAGE, variant: 'destructive' });
      return;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        if (field in (defaultValues as object)) form.setError(field as Path<V>, { message });
      }
      toast({ title: 'Hata', description: result.error, variant: 'destructive' });
      return;
    }
    toast({ title: 'Başarılı', description: result.message ?? successMessage });
    setOpen(false);
    router.refresh();
  });

  return (
    // Each opening starts from the values the page holds now: after a save and its refresh these
    // are the saved ones (resetting to the values of the render that saved would show, and on the
    // next save write back, what was there before).
    <Dialog open={open} onOpenChange={(next) => { if (busy) return; if (next) form.reset(defaultValues); setOpen(next); }}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent onInteractOutside={(e) => { if (busy) e.preventDefault(); }}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
          {children(form)}
          <DialogFooter>
            {/* A thumb's target on a phone (the panel's desk), the kit's height from 'sm' up. */}
            <Button type="button" variant="outline" className="h-11 sm:h-10" disabled={busy} onClick={() => setOpen(false)}>Vazgeç</Button>
            <Button type="submit" className="h-11 sm:h-10" disabled={busy} aria-busy={busy}>{busy ? busyLabel : submitLabel}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
