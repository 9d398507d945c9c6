// A squarified treemap (Bruls, Huizing, van Wijk) of positive values, drawn with positioned
// boxes in percent of the frame: Tremor has no treemap.
import * as React from 'react';

export type TreemapItem = { key: string | number; label: string; value: number; text: string };
type Rect = { x: number; y: number; w: number; h: number };
type Placed = TreemapItem & Rect;

const COLORS = ['bg-blue-700', 'bg-emerald-700', 'bg-violet-700', 'bg-amber-700', 'bg-rose-700', 'bg-cyan-700', 'bg-indigo-700', 'bg-teal-700', 'bg-fuchsia-700', 'bg-slate-700'];

function worst(areas: number[], side: number): number {
  const sum = areas.reduce((a, b) => a + b, 0);
  const max = Math.max(...areas);
  const min = Math.min(...areas);
  return Math.max((side * side * max) / (sum * sum), (sum * sum) / (side * side * min));
}

/** Lays items (largest first) out in a w x h frame; every area is proportional to its value. */
export function squarify(items: readonly TreemapItem[], frame: Rect): Placed[] {
  const total = items.reduce((a, b) => a + b.value, 0);
  if (total <= 0) return [];
  const scale = (frame.w * frame.h) / total;
  const queue = items.map((i) => ({ item: i, area: i.value * scale }));
  const out: Placed[] = [];
  let rect = { ...frame };
  let row: typeof queue = [];

  const place = () => {
    const sum = row.reduce((a, b) => a + b.area, 0);
    if (rect.w >= rect.h) {
      const width = sum / rect.h;
      let y = rect.y;
      for (const r of row) {
        const h = r.area / width;
        out.push({ ...r.item, x: rect.x, y, w: width, h });
        y += h;
      }
      rect = { x: rect.x + width, y: rect.y, w: rect.w - width, h: rect.h };
    } else {
      const height = sum / rect.w;
      let x = rect.x;
      for (const r of row) {
        const w = r.area / height;
        out.push({ ...r.item, x, y: rect.y, w, h: height });
        x += w;
      }
      rect = { x: rect.x, y: rect.y + height, w: rect.w, h: rect.h - height };
    }
    row = [];
  };

  while (queue.length) {
    const side = Math.min(rect.w, rect.h);
    const next = queue[0];
    if (!row.length || worst([...row.map((r) => r.area), next.area], side) <= worst(row.map((r) => r.area), side)) {
      row.push(next);
      queue.shift();
    } else place();
  }
  if (row.length) place();
  return out;
}

export function Treemap({ items, label, emptyText }: { items: readonly TreemapItem[]; label: string; emptyText: string }) {
  const positive = React.useMemo(() => [...items].filter((i) => i.value > 0).sort((a, b) => b.value - a.value), [items]);
  const placed = React.useMemo(() => squarify(positive, { x: 0, y: 0, w: 100, h: 100 }), [positive]);
  if (!placed.length) {
    return <p className="flex h-72 items-center justify-center rounded-md border text-sm text-muted-foreground">{emptyText}</p>;
  }
  return (
    <ul className="relative h-72 w-full overflow-hidden rounded-md" aria-label={label}>
      {placed.map((p, i) => (
        <li
          key={p.key}
          className={`absolute overflow-hidden border border-white p-1.5 text-white ${COLORS[i % COLORS.length]}`}
          style={{ left: `${p.x}%`, top: `${p.y}%`, width: `${p.w}%`, height: `${p.h}%` }}
          title={`${p.label}: ${p.text}`}
        >
          <span className="block truncate text-xs font-semibold">{p.label}</span>
          <span className="block truncate text-xs opacity-90">{p.text}</span>
        </li>
      ))}
    </ul>
  );
}
