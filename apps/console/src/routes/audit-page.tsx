import { useTranslation } from 'react-i18next';
import { AuditLog } from '../features/audit/components/audit-log';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /audit: the audit log, for those who hold audit.view (admins). */
export function AuditPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (session && !can(session, 'audit.view', null)) return <p className="p-6 text-center text-muted">{t('audit.not_allowed')}</p>;
  return <AuditLog />;
}
