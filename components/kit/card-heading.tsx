// A panel list card's heading (staff, team users, roles): its name as the card's h2, a line
// under it and a badge on the right; user-written text wraps.
import type { ReactNode } from 'react';

export function CardHeading({ title, detail, badge }: { title: ReactNode; detail?: ReactNode; badge?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="user-text text-base font-semibold">{title}</h2>
        {detail ? <p className="user-text text-sm text-muted-foreground">{detail}</p> : null}
      </div>
      {badge}
    </div>
  );
}
