// What one test send came to (the admin's test e-mail and test SMS): a green or red box of
// label–value facts, announced to screen readers as a status.
import { cn } from '@/components/ui/utils';

export function AttemptResult({ ok, facts, testId }: { ok: boolean; facts: [string, string][]; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className={cn('rounded-md border p-3 text-sm', ok
      ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents"><dt className="font-medium">{label}</dt><dd className="break-all">{value}</dd></div>
        ))}
      </dl>
    </div>
  );
}
