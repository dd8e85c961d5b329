'use client';
// The buttons of one row of an ordered admin card list (feature cards, the site's pricing
// cards): move up / down, any row-specific actions (`children`), edit (the row's FormDialog
// trigger) and delete behind ConfirmAction. Moving re-reads the page's server data.
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/platform/actions/result';

interface Props {
  /** The row's name in the buttons' labels ('{name} yukarı taşı'). */
  name: string;
  index: number;
  count: number;
  move: (direction: -1 | 1) => Promise<unknown>;
  edit: ReactNode;
  remove: { label: string; title: string; description: string; successMessage: string; run: () => Promise<ActionResult<unknown>> };
  children?: ReactNode;
}

export function RowActions({ name, index, count, move, edit, remove, children }: Props) {
  const router = useRouter();
  const moveAndRefresh = async (direction: -1 | 1) => { await move(direction); router.refresh(); };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" size="sm" disabled={index === 0} aria-label={`${name} yukarı taşı`} onClick={() => void moveAndRefresh(-1)}><ArrowUp aria-hidden="true" /></Button>
      <Button variant="ghost" size="sm" disabled={index === count - 1} aria-label={`${name} aşağı taşı`} onClick={() => void moveAndRefresh(1)}><ArrowDown aria-hidden="true" /></Button>
      {children}
      {edit}
      <ConfirmAction trigger={<Button variant="outline" size="sm" aria-label={remove.label}>Sil</Button>}
        title={remove.title} description={remove.description} confirmLabel="Sil" busyLabel="Siliniyor..."
        run={remove.run} successMessage={remove.successMessage} />
    </div>
  );
}
