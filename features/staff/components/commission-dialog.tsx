'use client';
// 'Prim' on a staff card (issue 31): her commission rates, a percent of the services she does
// and of the products she sells (a service or product with a rate of its own overrides them).
// The reports add up what she earned on what was paid (features/reports/rules/commission.ts).
import type { ReactNode } from 'react';
import { setStaffCommissionAction } from '@/features/staff/actions.commission.panel';
import { staffCommissionSchema } from '@/features/staff/schema.commission';
import { FormDialog } from '@/components/kit/form-dialog';
import { FormInput } from '@/components/kit/form-input';

const typed = (n: number) => (n ? String(n).replace('.', ',') : '');

export function CommissionDialog({ staffId, staffName, servicePercent, productPercent, trigger }: {
  staffId: string; staffName: string; servicePercent: number; productPercent: number; trigger: ReactNode;
}) {
  return (
    <FormDialog title="Prim oranları" description={`${staffName}: yaptığı hizmetlerden ve sattığı ürünlerden alacağı yüzde. Yeni oranlar bundan sonra kapanan adisyonlara uygulanır.`}
      trigger={trigger} schema={staffCommissionSchema}
      defaultValues={{ staffId, servicePercent: typed(servicePercent), productPercent: typed(productPercent) }}
      action={setStaffCommissionAction} submitLabel="Kaydet" successMessage="Prim oranları kaydedildi">
      {(form) => (
        <>
          <FormInput form={form} name="servicePercent" label="Hizmet primi (%)" inputMode="decimal" placeholder="0" />
          <FormInput form={form} name="productPercent" label="Ürün primi (%)" inputMode="decimal" placeholder="0" />
        </>
      )}
    </FormDialog>
  );
}
