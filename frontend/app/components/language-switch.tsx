import { useRevalidator, useRouteLoaderData } from '@remix-run/react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import {
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
} from '~/components/ui/dropdown-menu';
import { call } from '~/lib/api.client';
import type { Lang } from '~/lib/context';
import { SUPPORTED_LANGS, switchLanguage, toLang } from '~/lib/i18n';
import { persistLanguage } from '~/lib/language';
import { cn } from '~/lib/utils';
import { endpoints } from '@studio/domain';

/** The current language and a setter that remembers it and reloads the data in it. */
export function useLanguage() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const lang = toLang(i18n.language);
  const signedIn = useRouteLoaderData<{ signedIn?: boolean }>('root')?.signedIn ?? false;

  async function setLanguage(next: Lang) {
    if (next === lang) return;
    persistLanguage(next);
    document.documentElement.lang = next;
    try {
      // The other language's strings are a chunk of their own: fetched first, then shown at once.
      await switchLanguage(i18n, next);
    } catch (error) {
      // Not fetched (the connection dropped): the page stays in its language, and says so.
      console.error(error);
      persistLanguage(lang);
      document.documentElement.lang = lang;
      toast.error(t('language.switch-failed'));
      return;
    }
    // Kept on the server, where a signed-in user's choice wins in every browser (decision 030): it
    // is saved before the reload below, and a failure is shown, as that reload then keeps the old one.
    if (signedIn) await call(endpoints.auth.setLanguage, { body: { language: next } });
    revalidator.revalidate();
  }

  return { lang, setLanguage };
}

/** Segmented VI | EN switch (sign-in screens). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex items-center rounded-lg border bg-background p-0.5 text-xs shadow-sm', className)}
    >
      {SUPPORTED_LANGS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={lang === l}
          // The shown code first, then the language (WCAG 2.5.3: the name holds the visible text): 'EN, English'.
          aria-label={`${l.toUpperCase()}, ${t(`language.${l}`)}`}
          title={t(`language.${l}`)}
          onClick={() => void setLanguage(l)}
          className={cn(
            'rounded-md px-2.5 py-1 font-medium uppercase tracking-wide transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            lang === l ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {l}
        </button>
      ))}
    </div>
  );
}

/** The language choice inside a dropdown menu (settings menu). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLanguage();
  return (
    <DropdownMenuSub>
      <DropdownMenuSubTrigger>
        <Languages className="text-muted-foreground" aria-hidden="true" />
        <span>{t('language.label')}</span>
        <span className="ml-auto pl-4 text-xs text-muted-foreground">{t(`language.${lang}`)}</span>
      </DropdownMenuSubTrigger>
      <DropdownMenuSubContent className="min-w-[10rem]">
        <DropdownMenuRadioGroup value={lang} onValueChange={(v) => void setLanguage(toLang(v))}>
          {SUPPORTED_LANGS.map((l) => (
            <DropdownMenuRadioItem key={l} value={l}>
              {t(`language.${l}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuSubContent>
    </DropdownMenuSub>
  );
}
