import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleStaffMember, StaffGrantInput } from '@storefront/contract';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { toast } from '@storefront/ui/toast';
import { DialogActions } from '../../../lib/dialog-actions';
import { handleRefusal } from '../../../lib/save-refusal';
import { useInviteStaff, useStaffRoles } from '../api/staff';
import { isStoreRole, RolesEditor, type RoleDraft } from './roles-editor';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Invites a new staff member (email, name, roles: mailed a link to choose their password), or changes the
 * roles of one (`member`). Store roles need their store; the server's refusals show beside their fields.
 */
export function StaffDialog({ member, stores, onClose }: { member: ConsoleStaffMember | null; stores: readonly { id: number; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fName, setFName] = useState('');
  const [lName, setLName] = useState('');
  const [roles, setRoles] = useState<RoleDraft[]>(member ? member.roles.map((g) => ({ role: g.role, storeId: g.store?.id ?? 0 })) : [{ role: 'support', storeId: 0 }]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const invite = useInviteStaff();
  const change = useStaffRoles();
  const pending = invite.isPending || change.isPending;
  const known = [...stores, ...(member?.roles ?? []).flatMap((g) => (g.store && !stores.some((s) => s.id === g.store!.id) ? [g.store] : []))];
  const refused = (error: Error) => handleRefusal(error, t('errors.generic'), { conflict: () => undefined, problems: setProblems, failure: setFailure });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!member && !EMAIL.test(email.trim())) found.email = t('people.staff.email_invalid');
    if (!member && !fName.trim()) found.f_name = t('people.staff.name_required');
    if (roles.some((r) => isStoreRole(r.role) && !r.storeId)) found.roles = t('people.staff.store_required');
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const grants: StaffGrantInput[] = roles.map((r) => ({ role: r.role, store_id: isStoreRole(r.role) ? r.storeId : null }));
    const done = (message: string) => () => {
      toast.success(message);
      onClose();
    };
    if (member) change.mutate({ id: member.id, roles: grants }, { onSuccess: done(t('people.staff.roles_saved')), onError: refused });
    else invite.mutate({ email: email.trim(), f_name: fName.trim(), l_name: lName.trim(), roles: grants }, { onSuccess: done(t('people.staff.invited', { email: email.trim() })), onError: refused });
  };
  const title = member ? t('people.staff.roles_title', { name: `${member.f_name} ${member.l_name}`.trim() }) : t('people.staff.invite_title');
  return (
    <Dialog open onClose={onClose} title={title} widthClass="max-w-lg">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-label={title}>
        {!member && <>
          <TextField label={t('people.staff.email')} type="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email} />
          <TextField label={t('people.staff.first_name')} value={fName} onChange={(e) => setFName(e.target.value)} error={problems.f_name} />
          <TextField label={t('people.staff.last_name')} value={lName} onChange={(e) => setLName(e.target.value)} />
        </>}
        <RolesEditor roles={roles} stores={known} problem={problems.roles} onRoles={setRoles} />
        <DialogActions failure={failure && !Object.values(problems).includes(failure) ? failure : null} conflicted={false} pending={pending} cancel={t('people.cancel')}
          submit={member ? t('people.staff.save_roles') : t('people.staff.send_invite')} saving={t('people.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
