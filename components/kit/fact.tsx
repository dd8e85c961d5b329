// A small label and its figure on a card (a customer's visits, a product's stock): a <dt>/<dd>
// pair for the card's <dl>. Server component.
import type { ReactNode } from 'react';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}
