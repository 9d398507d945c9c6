// Numbers follow the UI language: 1.234,5 in Vietnamese, 1,234.5 in English. Money is shown in
// thousands of VND (spec 3), so 18,500,000 VND reads "18.500" (vi) or "18,500" (en).
const formatters = new Map<string, Intl.NumberFormat>();

export function numberLocale(lang: string): 'en-US' | 'vi-VN' {
  return lang === 'en' ? 'en-US' : 'vi-VN';
}

export type NumberStyle = { digits?: number; minDigits?: number; compact?: boolean };

/** A number in the UI language with at most `digits` decimals (0 by default). */
export function formatNumber(value: number, lang: string, { digits = 0, minDigits = 0, compact = false }: NumberStyle = {}): string {
  const key = `${lang}|${digits}|${minDigits}|${compact}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(lang), {
      maximumFractionDigits: digits,
      minimumFractionDigits: minDigits,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    formatters.set(key, f);
  }
  return f.format(value);
}

/** VND as thousands of VND (the spec's unit for money on screen). */
export function formatThousandsVnd(vnd: number, lang: string, digits = 3): string {
  return formatNumber(vnd / 1000, lang, { digits });
}

/** `value` already in percent: 12.5 -> "12,5 %" (vi) / "12.5 %" (en). */
export function formatPercent(value: number, lang: string, digits = 2, minDigits = 0): string {
  return `${formatNumber(value, lang, { digits, minDigits })} %`;
}
