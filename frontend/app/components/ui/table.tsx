import * as React from 'react';

import { cn } from '~/lib/utils';

// Layout effects warn on the server; there nothing is measured anyway.
const useMeasureEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * Whether the element's content overflows it (it scrolls). Measured after every render before the
 * browser paints (new rows that widen the table never show a scroller the keyboard cannot reach), and
 * again whenever the box or the table resizes (window, fonts).
 */
function useOverflows(element: React.RefObject<HTMLElement>): boolean {
  const [overflows, setOverflows] = React.useState(false);
  const check = React.useCallback(() => {
    const el = element.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  }, [element]);
  useMeasureEffect(check);
  React.useEffect(() => {
    const el = element.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [element, check]);
  return overflows;
}

type TableProps = React.HTMLAttributes<HTMLTableElement> & {
  /**
   * Classes of the box around the table, which is the one that scrolls: a border, or a height limit
   * under which a sticky header stays in view (`max-h-[500px]` with `<TableHeader className="sticky top-0">`).
   */
  wrapperClassName?: string;
};

const Table = React.forwardRef<HTMLTableElement, TableProps>(
  ({ className, wrapperClassName, ...props }, ref) => {
    const wrapper = React.useRef<HTMLDivElement>(null);
    // A table wider than its box scrolls: the keyboard must reach it too (axe scrollable-region-focusable).
    const scrolls = useOverflows(wrapper);
    return (
      <div
        ref={wrapper}
        className={cn(
          'relative w-full overflow-auto rounded-[inherit] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          wrapperClassName,
        )}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'], 'data-scrolls': '' } : {})}
      >
        <table ref={ref} className={cn('w-full caption-bottom text-sm', className)} {...props} />
      </div>
    );
  },
);
Table.displayName = 'Table';

const TableHeader = React.forwardRef<HTMLTableSectionElement, React.HTMLAttributes<HTMLTableSectionElement>>(
  ({ className, ...props }, ref) => <thead ref={ref} className={cn('[&_tr]:border-b', className)} {...props} />,
);
TableHeader.displayName = 'TableHeader';

const TableBody = React.forwardRef<HTMLTableSectionElement, React.HTMLAttributes<HTMLTableSectionElement>>(
  ({ className, ...props }, ref) => (
    <tbody ref={ref} className={cn('[&_tr:last-child]:border-0', className)} {...props} />
  ),
);
TableBody.displayName = 'TableBody';

const TableRow = React.forwardRef<HTMLTableRowElement, React.HTMLAttributes<HTMLTableRowElement>>(
  ({ className, ...props }, ref) => (
    <tr
      ref={ref}
      className={cn('border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  ),
);
TableRow.displayName = 'TableRow';

const TableHead = React.forwardRef<HTMLTableCellElement, React.ThHTMLAttributes<HTMLTableCellElement>>(
  ({ className, ...props }, ref) => (
    <th
      ref={ref}
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  ),
);
TableHead.displayName = 'TableHead';

const TableCell = React.forwardRef<HTMLTableCellElement, React.TdHTMLAttributes<HTMLTableCellElement>>(
  ({ className, ...props }, ref) => (
    <td ref={ref} className={cn('px-3 py-2 align-middle [&:has([role=checkbox])]:pr-0', className)} {...props} />
  ),
);
TableCell.displayName = 'TableCell';

const TableCaption = React.forwardRef<HTMLTableCaptionElement, React.HTMLAttributes<HTMLTableCaptionElement>>(
  ({ className, ...props }, ref) => (
    <caption ref={ref} className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
  ),
);
TableCaption.displayName = 'TableCaption';

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell, TableCaption };
