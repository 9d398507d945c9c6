/**
 * `#rrggbb` mixed with black: text in a role colour itself is too pale to read on its own tint
 * (WCAG AA asks 4.5:1 for small text); the darker mix keeps the hue and passes.
 */
export function darker(hex: string, amount = 0.45): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  if (!/^#[0-9a-f]{6}/i.test(hex) || Number.isNaN(n)) return hex;
  const part = (shift: number) => Math.round(((n >> shift) & 255) * (1 - amount)).toString(16).padStart(2, '0');
  return `#${part(16)}${part(8)}${part(0)}`;
}
