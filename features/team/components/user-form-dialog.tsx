'use client';
// Adding or editing a salon user on /panel/ekip: the back-office's <FormDialog> with the shared
// schema. A new user gets a username (unique within the salon, any case) and a password by the
// registration's rules; both add and edit set name, contact, role and the staff member the user is.
import type { ReactNode } from 'react';
import { createTeamUserAction, updateTeamUserAction } from '@/features/team/actions.panel';
import { FormDialog } from '@/components/kit/form-dialog';
import { KvkkNotice } from '@/components/kit/kvkk-notice';
import { FormInput, FormPassword, FormSelect } from '@/components/kit/form-input';
import type { TeamRole, TeamUser } from '@/features/team/server/users';
import { createTeamUserSchema, updateTeamUserSchema } from '@/features/team/schema';

export interface TeamFormContext {
  roles: Pick<TeamRole, 'id' | 'name'>[];
  staff: { id: string; name: string; isActive: boolean }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one field set for two forms of different value types
type AnyForm = any;

function ProfileFields({ form, context }: { form: AnyForm; context: TeamFormContext }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="firstName" label="Ad" autoComplete="off" />
        <FormInput form={form} name="lastName" label="Soyad" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="email" label="E-posta (isteğe bağlı)" type="email" autoComplete="off" />
        <FormInput form={form} name="phone" label="Telefon (isteğe bağlı)" type="tel" inputMode="tel" autoComplete="off" />
      </div>
      <FormSelect form={form} name="roleId" label="Rol" options={context.roles.map((r) => ({ value: r.id, label: r.name }))} />
      <FormSelect form={form} name="staffId" label="Bağlı personel" options={[
        { value: '', label: 'Personele bağlı değil' },
        ...context.staff.map((s) => ({ value: s.id, label: s.isActive ? s.name : `${s.name} (pasif)` })),
      ]} />
      <p className="-mt-2 text-xs text-muted-foreground">Personele bağlı kullanıcı takvimi kendi sütunuyla açar.</p>
    </>
  );
}

export function UserFormDialog({ user, trigger, context }: { user?: TeamUser; trigger: ReactNode; context: TeamFormContext }) {
  if (user) {
    return (
      <FormDialog title="Kullanıcıyı Düzenle" description={`Kullanıcı adı: ${user.username}`} trigger={trigger}
        schema={updateTeamUserSchema} action={updateTeamUserAction} submitLabel="Kaydet" successMessage="Kullanıcı güncellendi"
        defaultValues={{
          id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email ?? '', phone: user.phone ?? '',
          roleId: user.roleId ?? context.roles[0]?.id ?? '', staffId: user.staffId ?? '',
        }}>
        {(form) => <div className="grid min-w-0 max-h-[65dvh] gap-4 overflow-y-auto pr-1"><ProfileFields form={form} context={context} /></div>}
      </FormDialog>
    );
  }
  const defaultRole = context.roles.find((r) => r.name === 'personel') ?? context.roles[0];
  return (
    <FormDialog title="Yeni Kullanıcı" description="Kullanıcı salon kodu, kullanıcı adı ve şifreyle panele giriş yapar." trigger={trigger}
      schema={createTeamUserSchema} action={createTeamUserAction} submitLabel="Ekle" successMessage="Kullanıcı eklendi"
      defaultValues={{ username: '', password: '', firstName: '', lastName: '', email: '', phone: '', roleId: defaultRole?.id ?? '', staffId: '' }}>
      {(form) => (
        <div className="grid min-w-0 max-h-[65dvh] gap-4 overflow-y-auto pr-1">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput form={form} name="username" label="Kullanıcı Adı" autoComplete="off" autoCapitalize="none" spellCheck={false} />
            <FormPassword form={form} name="password" label="Şifre" />
          </div>
          <ProfileFields form={form} context={context} />
          <KvkkNotice audience="salon"
            purpose="Kullanıcının kişisel verileri panel hesabını açmak ve salonun işlerini yürütmek için işlenir; lütfen kullanıcıyı bu metinden haberdar edin." />
        </div>
      )}
    </FormDialog>
  );
}
