import { useRevalidator } from '@remix-run/react';
import type { LevelKind } from '@studio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { routesOf } from '~/components/levels/level-model';
import { call, failToast } from '~/lib/api.client';

const STATUS_UPDATED = { level: 'levels.level.status-updated', levelPack: 'levels.pack.status-updated', levelConfig: 'levels.config.status-updated' } as const;

/** The active switch of a row: saved at once, a success message, and the list reloads. */
export function useActiveSwitch(projectId: number, k: LevelKind) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return async (id: number, isActive: boolean) => {
    const res = await call(routesOf(k).setActive, { params: { projectId, id }, body: { isActive } }, { silent: true });
    if (!res.ok) {
      if (res.status !== 401) failToast('levels.save-fail', res.data);
      return;
    }
    toast.success(t(STATUS_UPDATED[k.key]));
    revalidator.revalidate();
  };
}
