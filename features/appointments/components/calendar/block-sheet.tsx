'use client';
// A block's sheet: whose time, when, why; 'Kaldır' (confirmed first) for users with the
// appointments edit right.
import { Trash2 } from 'lucide-react';
import { removeBlockAction } from '@/features/appointments/actions.panel';
import { ConfirmAction } from '@/components/kit/confirm-action';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { CalendarBlock } from '@/features/appointments/server/calendar';
import { formatLongDate } from './calendar-format';
import { SHEET_CLASSES } from './sheet-classes';

interface Props {
  block: CalendarBlock | null;
  staffName: string;
  canRemove: boolean;
  onClose: () => void;
}

export function BlockSheet({ block, staffName, canRemove, onClose }: Props) {
  return (
    <Dialog open={block !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent className={SHEET_CLASSES}>
        {block ? (
          <div className="grid gap-5">
            <DialogHeader>
              <DialogTitle>Kapalı saat</DialogTitle>
              <DialogDescription className="user-text">{staffName}</DialogDescription>
            </DialogHeader>
            <dl className="divide-y rounded-lg border px-3 text-sm">
              <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-1.5">
                <dt className="text-muted-foreground">Tarih</dt><dd>{formatLongDate(block.date)}</dd>
              </div>
              <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-1.5">
                <dt className="text-muted-foreground">Saat</dt><dd className="tabular-nums">{block.startTime}–{block.endTime}</dd>
              </div>
              <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 py-1.5">
                <dt className="text-muted-foreground">Açıklama</dt><dd className="user-text">{block.reason ?? '—'}</dd>
              </div>
            </dl>
            {canRemove ? (
              <div className="grid sm:flex sm:justify-end">
                <ConfirmAction
                  trigger={<Button variant="destructive"><Trash2 aria-hidden="true" /> Kaldır</Button>}
                  title="Kapalı saat kaldırılsın mı?"
                  description={`${block.startTime}–${block.endTime} yeniden randevuya açılır.`}
                  confirmLabel="Kaldır"
                  run={async () => {
                    const result = await removeBlockAction({ id: block.id });
                    if (result.ok) onClose();
                    return result;
                  }}
                  successMessage="Kapatılan saat kaldırıldı" />
              </div>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
