// Wiki page content, parsed into plain data that a screen renders as elements: nothing of a page
// is ever handed to the browser as HTML, so a <script>, an onerror= or a javascript: link in a
// page is text or a dead link, never code.

/** Page types: 1 Old view (markdown), 2 Default view (blocks), 3 Development third-party account. */
export const WikiPageType = { Old: 1, Default: 2, ThirdPartyAccount: 3 } as const;
export type WikiPageTypeId = (typeof WikiPageType)[keyof typeof WikiPageType];

/** The block format's version marker (spec 3, section 9). */
export const WIKI_EDITOR_VERSION = '2.31.0-rc.7';

// ---- Links ----

/**
 * A link target that is safe to put in an href: http(s), mailto, a path of this site or an
 * anchor. Anything else (javascript:, data:, vbscript:, protocol-relative //host) is undefined.
 */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = raw.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (!url) return undefined;
  if (url.startsWith('#')) return url;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? undefined : url;
  if (/^(https?:|mailto:)/i.test(url)) return url;
  // A relative path ("Policy/Leave") stays on this site; a colon before any ? (or an entity) could read as a scheme.
  if (!/^[^?]*:/.test(url) && !url.includes('&#') && !url.startsWith('\\')) return url;
  return undefined;
}

/** An image source that is safe: http(s) or a path of this site. */
export function safeImageSrc(raw: string): string | undefined {
  const href = safeHref(raw);
  return href && (/^https?:/i.test(href) || href.startsWith('/')) ? href : undefined;
}

// ---- Inline text (the text of a block, a markdown line) ----

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'del'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string | undefined; children: InlineNode[] }
  | { kind: 'image'; src: string | undefined; alt: string }
  | { kind: 'br' };

const INLINE_LIMIT = 20_000;

/** `**bold**`, `*em*` / `_em_`, `~~del~~`, `` `code` ``, `[text](url)`, `![alt](src)`, `\` escapes, newlines. */
export function parseInline(source: string, depth = 0): InlineNode[] {
  const text = source.length > INLINE_LIMIT ? source.slice(0, INLINE_LIMIT) : source;
  const out: InlineNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const rest = text.slice(i);
    if (ch === '\\' && i + 1 < text.length && /[\\`*_~[\]()!#>-]/.test(text[i + 1])) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      flush();
      out.push({ kind: 'br' });
      i++;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (depth < 4) {
      const link = /^(!?)\[([^\]\n]*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/.exec(rest);
      if (link) {
        flush();
        if (link[1]) out.push({ kind: 'image', src: safeImageSrc(link[3]), alt: link[2] });
        else out.push({ kind: 'link', href: safeHref(link[3]), children: parseInline(link[2], depth + 1) });
        i += link[0].length;
        continue;
      }
      const wrap = /^(\*\*|__|~~|\*|_)(?=\S)([\s\S]*?\S)\1/.exec(rest);
      if (wrap && !(wrap[1] === '_' && /\w/.test(text[i - 1] ?? ''))) {
        flush();
        const kind = wrap[1] === '~~' ? 'del' : wrap[1].length === 2 ? 'strong' : 'em';
        out.push({ kind, children: parseInline(wrap[2], depth + 1) });
        i += wrap[0].length;
        continue;
      }
    }
    plain += ch;
    i++;
  }
  flush();
  return out;
}

// ---- Markdown (the Old view) ----

export type MdBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { kind: 'paragraph'; children: InlineNode[] }
  | { kind: 'list'; ordered: boolean; items: InlineNode[][] }
  | { kind: 'quote'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' }
  | { kind: 'table'; head: InlineNode[][]; rows: InlineNode[][][] };

const MD_LINES_LIMIT = 20_000;

const tableCells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** A small markdown subset: headings, paragraphs, lists, quotes, fenced code, rules, pipe tables. */
export function parseMarkdown(source: string): MdBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n').slice(0, MD_LINES_LIMIT);
  const blocks: MdBlock[] = [];
  let i = 0;
  const isBreak = (line: string) =>
    !line.trim() || /^(#{1,6})\s/.test(line) || /^```/.test(line) || /^\s*([-*+]|\d+[.)])\s+/.test(line) || /^>\s?/.test(line) ||
    /^\s*([-*_])(\s*\1){2,}\s*$/.test(line);
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length as 1, children: parseInline(heading[2]) });
      i++;
      continue;
    }
    if (/^```/.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !/^```/.test(lines[i])) body.push(lines[i++]);
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (/^>\s?/.test(line)) {
      const body: string[] = [];
      while (i < lines.length && /^>\s?/.test(lines[i])) body.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', children: parseInline(body.join('\n')) });
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1]);
      const items: InlineNode[][] = [];
      while (i < lines.length) {
        const m = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(lines[i]);
        if (!m || /\d/.test(m[1]) !== ordered) break;
        items.push(parseInline(m[2]));
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(lines[i + 1])) {
      const head = tableCells(line).map((c) => parseInline(c));
      const rows: InlineNode[][][] = [];
      i += 2;
      while (i < lines.length && lines[i].includes('|') && lines[i].trim()) rows.push(tableCells(lines[i++]).map((c) => parseInline(c)));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length && (body.length === 0 || !isBreak(lines[i]))) body.push(lines[i++]);
    blocks.push({ kind: 'paragraph', children: parseInline(body.join('\n')) });
  }
  return blocks;
}

// ---- Blocks (the Default view) ----

export type WikiBlock =
  | { id: string; type: 'paragraph'; data: { text: string } }
  | { id: string; type: 'header'; data: { text: string; level: number } }
  | { id: string; type: 'list'; data: { style: 'ordered' | 'unordered'; items: string[] } }
  | { id: string; type: 'quote'; data: { text: string } }
  | { id: string; type: 'code'; data: { code: string } }
  | { id: string; type: 'delimiter'; data: Record<string, never> };

export type WikiBlockType = WikiBlock['type'];
export const WIKI_BLOCK_TYPES: readonly WikiBlockType[] = ['paragraph', 'header', 'list', 'quote', 'code', 'delimiter'];

export type WikiBlockDoc = { time: number; blocks: WikiBlock[]; version: string };

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

let blockSeq = 0;
/** A block id unique in its document (the block editor's format keeps one per block). */
export function newBlockId(): string {
  blockSeq = (blockSeq + 1) % 1_000_000;
  return `${Date.now().toString(36)}${blockSeq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** One block of stored JSON in the known shape; an unknown type reads as a paragraph of its text. */
function toBlock(raw: unknown): WikiBlock | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const b = raw as { id?: unknown; type?: unknown; data?: Record<string, unknown> };
  const data = (typeof b.data === 'object' && b.data) || {};
  const id = str(b.id) || newBlockId();
  switch (b.type) {
    case 'header':
      return { id, type: 'header', data: { text: str(data.text), level: Math.min(4, Math.max(1, Number(data.level) || 2)) } };
    case 'list': {
      const items = Array.isArray(data.items)
        ? data.items.map((it) => (typeof it === 'object' && it !== null ? str((it as { content?: unknown }).content) : str(it)))
        : [];
      return { id, type: 'list', data: { style: data.style === 'ordered' ? 'ordered' : 'unordered', items } };
    }
    case 'quote':
      return { id, type: 'quote', data: { text: str(data.text) } };
    case 'code':
      return { id, type: 'code', data: { code: str(data.code) } };
    case 'delimiter':
      return { id, type: 'delimiter', data: {} };
    default:
      return { id, type: 'paragraph', data: { text: str(data.text) } };
  }
}

/** The block document a content holds, or undefined when it is not one (plain text, markdown). */
export function parseBlockDoc(content: string): WikiBlockDoc | undefined {
  if (!content.trim().startsWith('{')) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { blocks?: unknown }).blocks)) return undefined;
  const d = data as { time?: unknown; blocks: unknown[]; version?: unknown };
  return {
    time: Number(d.time) || 0,
    blocks: d.blocks.map(toBlock).filter((b): b is WikiBlock => !!b),
    version: str(d.version) || WIKI_EDITOR_VERSION,
  };
}

export function serializeBlockDoc(blocks: readonly WikiBlock[], time = Date.now()): string {
  return JSON.stringify({ time, blocks, version: WIKI_EDITOR_VERSION });
}

/** Blocks from markdown (a page moving from the Old view to the Default view, or plain text). */
export function markdownToBlocks(source: string): WikiBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: WikiBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ id: newBlockId(), type: 'header', data: { text: heading[2], level: Math.min(4, heading[1].length) } });
      i++;
    } else if (/^```/.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !/^```/.test(lines[i])) body.push(lines[i++]);
      i++;
      blocks.push({ id: newBlockId(), type: 'code', data: { code: body.join('\n') } });
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ id: newBlockId(), type: 'delimiter', data: {} });
      i++;
    } else if (/^>\s?/.test(line)) {
      const body: string[] = [];
      while (i < lines.length && /^>\s?/.test(lines[i])) body.push(lines[i++].replace(/^>\s?/, ''));
      blocks.push({ id: newBlockId(), type: 'quote', data: { text: body.join('\n') } });
    } else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items: string[] = [];
      while (i < lines.length && /^\s*([-*+]|\d+[.)])\s+/.test(lines[i])) items.push(lines[i++].replace(/^\s*([-*+]|\d+[.)])\s+/, ''));
      blocks.push({ id: newBlockId(), type: 'list', data: { style: ordered ? 'ordered' : 'unordered', items } });
    } else {
      const body: string[] = [];
      while (i < lines.length && lines[i].trim() && !/^(#{1,6}\s|```|>|\s*([-*+]|\d+[.)])\s+)/.test(lines[i])) body.push(lines[i++]);
      if (!body.length) body.push(lines[i++]);
      blocks.push({ id: newBlockId(), type: 'paragraph', data: { text: body.join('\n') } });
    }
  }
  return blocks;
}

/** The blocks of any content: a block document as it is, anything else read as markdown. */
export function contentBlocks(content: string): WikiBlock[] {
  return parseBlockDoc(content)?.blocks ?? markdownToBlocks(content);
}

// ---- Paths ----

/** `a//b/` -> `a/b`; '' when nothing is left. The server refuses `.` and `..` segments. */
export function cleanWikiPath(raw: string): string {
  return raw.trim().replace(/\\/g, '/').split('/').map((s) => s.trim()).filter(Boolean).join('/');
}

/** The breadcrumb of a path: its segments without the leading `Project/<id>`. */
export function wikiBreadcrumb(path: string): { label: string; path: string }[] {
  const segments = cleanWikiPath(path).split('/').filter(Boolean);
  const crumbs = segments.map((label, i) => ({ label, path: segments.slice(0, i + 1).join('/') }));
  return /^project$/i.test(segments[0] ?? '') && /^\d+$/.test(segments[1] ?? '') ? crumbs.slice(2) : crumbs;
}

export type WikiTreeNode = { id: number; path: string; type: number; children: WikiTreeNode[] };

/** Pages as a tree by path: a page hangs under the nearest ancestor path that is a page of the list. */
export function wikiTree(pages: readonly { id: number; path: string; type: number }[]): WikiTreeNode[] {
  const byPath = new Map<string, WikiTreeNode>();
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  for (const p of sorted) byPath.set(p.path, { id: p.id, path: p.path, type: p.type, children: [] });
  const roots: WikiTreeNode[] = [];
  for (const node of byPath.values()) {
    const segments = node.path.split('/');
    let parent: WikiTreeNode | undefined;
    for (let n = segments.length - 1; n > 0 && !parent; n--) parent = byPath.get(segments.slice(0, n).join('/'));
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Pages of the global wiki (project 0) made at first start: the root, and the settings menu's help and policy. */
export const WIKI_GLOBAL_PAGES = { home: 'Home', help: 'Help', policy: 'Policy' } as const;
