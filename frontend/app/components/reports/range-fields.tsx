// The From / To pair of DD/MM/YYYY fields of the report screens.
import { useTranslation } from 'react-i18next';

import { DateField } from '~/components/date-field';
import type { RangeText } from '~/components/reports/range';
import { Label } from '~/components/ui/label';

export { parseRange, type RangeText } from '~/components/reports/range';

export function RangeFields({ id, value, onChange }: { id: string; value: RangeText; onChange: (value: RangeText) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>{t('reports.from')}</Label>
        <DateField id={`${id}-from`} name="from" value={value.from} onValueChange={(from) => onChange({ ...value, from })} className="w-40" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>{t('reports.to')}</Label>
        <DateField id={`${id}-to`} name="to" value={value.to} onValueChange={(to) => onChange({ ...value, to })} className="w-40" />
      </div>
    </>
  );
}
