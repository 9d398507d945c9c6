/**
 * The Tremor colours the charts use. Tremor builds their class names at run time (`stroke-rose-500`),
 * so tailwind.config.ts safelists exactly these: a colour added to a chart must be added here.
 * Gray is Tremor's fallback for a series without a colour.
 */
export const CHART_COLORS = ['rose', 'blue', 'emerald', 'violet', 'amber', 'gray'] as const;
export type ChartColor = (typeof CHART_COLORS)[number];
