import { Link } from '@remix-run/react';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '~/components/ui/button';

/** The "Import" entry of a list (the employee list, the task view) that leads to its import screen. */
export function ImportLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" asChild>
      <Link to={to}>
        <FileSpreadsheet aria-hidden="true" />
        {t('import.button')}
      </Link>
    </Button>
  );
}
