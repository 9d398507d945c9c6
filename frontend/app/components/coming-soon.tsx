import { Link } from '@remix-run/react';
import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PageContainer, PageHeader } from '~/components/page-header';
import { Button } from '~/components/ui/button';

/** Placeholder for an area of the route table that a later issue fills in. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t(titleKey)} />
      <div className="mt-8 flex flex-col items-center justify-center rounded-xl border border-dashed px-6 py-20 text-center">
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
          <Hammer className="h-5 w-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-base font-semibold">{t('coming-soon.title')}</h2>
        <p className="mt-1.5 max-w-sm text-sm text-muted-foreground">{t('coming-soon.description')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/dashboard">{t('coming-soon.back')}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
