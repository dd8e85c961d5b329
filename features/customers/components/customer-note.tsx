// The salon's private note about a customer on /panel/musteriler/[phone]: the note (line breaks
// kept, long words wrapped), when it was last changed, and the editor for users with the
// 'customer.note' right (the others see the note only). Server component.
import { NotebookPen } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CustomerNoteEditor } from './customer-note-editor';

const updatedFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });

export function CustomerNote({ phone, note, updatedAt, canEdit }: {
  phone: string; note: string | null; updatedAt: Date | null; canEdit: boolean;
}) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <NotebookPen className="size-4 text-muted-foreground" aria-hidden="true" />
          Özel not
        </h2>
        {canEdit ? <CustomerNoteEditor phone={phone} note={note} /> : null}
      </div>
      {note ? (
        <>
          <p className="user-text text-sm whitespace-pre-wrap">{note}</p>
          {updatedAt ? <p className="text-xs text-muted-foreground">Son güncelleme: {updatedFormat.format(updatedAt)}</p> : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Bu müşteri için not eklenmedi.</p>
      )}
    </Card>
  );
}
