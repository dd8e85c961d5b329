'use client';
// 'Yazdır': the browser's print dialog for the page (a bill's summary, the day's end). What is
// not for paper carries `print:hidden`.
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function PrintButton({ label = 'Yazdır' }: { label?: string }) {
  return (
    <Button type="button" variant="outline" className="h-11 print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> {label}
    </Button>
  );
}
