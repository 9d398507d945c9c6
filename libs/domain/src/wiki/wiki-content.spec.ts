import {
  cleanWikiPath, contentBlocks, markdownToBlocks, parseBlockDoc, parseInline, parseMarkdown, safeHref, safeImageSrc,
  serializeBlockDoc, wikiBreadcrumb, wikiTree, type InlineNode,
} from './wiki-content';

/** Every href and src the parsed nodes would render. */
function targets(nodes: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.kind === 'link' && typeof o.href === 'string') out.push(o.href);
      if (o.kind === 'image' && typeof o.src === 'string') out.push(o.src);
      Object.values(o).forEach(walk);
    }
  };
  walk(nodes);
  return out;
}

describe('wiki content', () => {
  it('keeps only safe link targets', () => {
    for (const ok of ['https://a.b/c', 'http://x', 'mailto:a@b.c', '/wiki?id=3&projectId=0', '#top', 'Policy/Leave']) {
      expect(safeHref(ok)).toBe(ok);
    }
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'jav&#x09;ascript:x', 'data:text/html,<script>',
      'vbscript:x', '//evil.example', '/\\evil.example', '\\\\evil']) {
      expect({ bad, href: safeHref(bad) }).toEqual({ bad, href: undefined });
    }
    expect(safeImageSrc('/api/files/abc')).toBe('/api/files/abc');
    expect(safeImageSrc('Policy')).toBeUndefined();
    expect(safeImageSrc('javascript:x')).toBeUndefined();
  });

  it('parses inline formatting and never yields a dangerous target', () => {
    const nodes = parseInline('**b** *i* ~~d~~ `c<script>` [x](javascript:alert(1)) ![y](x" onerror="alert(1)) [ok](/wiki?id=2)');
    expect(nodes.map((n) => n.kind)).toEqual(['strong', 'text', 'em', 'text', 'del', 'text', 'code', 'text', 'link', 'text', 'link']);
    expect(targets(nodes)).toEqual(['/wiki?id=2']);
    const link = nodes.find((n): n is Extract<InlineNode, { kind: 'link' }> => n.kind === 'link')!;
    expect(link.href).toBeUndefined();
    // Raw HTML is text.
    expect(parseInline('<script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
    ]);
    expect(parseInline('a\\*b\\* snake_case_name')).toEqual([{ kind: 'text', text: 'a*b* snake_case_name' }]);
  });

  it('parses the markdown subset', () => {
    const md = '# Title\n\nSome *text*\nmore\n\n- a\n- b\n\n1. one\n2. two\n\n> quoted\n\n```\n<script>x</script>\n```\n\n---\n\n| A | B |\n|---|---|\n| 1 | 2 |';
    expect(parseMarkdown(md).map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule', 'table']);
    const code = parseMarkdown(md).find((b) => b.kind === 'code');
    expect(code).toEqual({ kind: 'code', text: '<script>x</script>' });
  });

  it('reads and writes the block document, and markdown as blocks', () => {
    const content = serializeBlockDoc([{ id: 'a', type: 'header', data: { text: 'Hi', level: 2 } }], 5);
    expect(JSON.parse(content)).toEqual({ time: 5, blocks: [{ id: 'a', type: 'header', data: { text: 'Hi', level: 2 } }], version: '2.31.0-rc.7' });
    expect(parseBlockDoc(content)?.blocks).toHaveLength(1);
    expect(parseBlockDoc('not json')).toBeUndefined();
    expect(parseBlockDoc('{"a":1}')).toBeUndefined();
    // Editor.js nested list items and unknown types.
    const doc = parseBlockDoc(JSON.stringify({ blocks: [{ type: 'list', data: { style: 'ordered', items: [{ content: 'x', items: [] }] } }, { type: 'raw', data: { text: 't' } }] }));
    expect(doc?.blocks.map((b) => [b.type, b.data])).toEqual([['list', { style: 'ordered', items: ['x'] }], ['paragraph', { text: 't' }]]);
    expect(markdownToBlocks('# A\ntext\n- x\n- y\n> q\n```\nc\n```\n***').map((b) => b.type)).toEqual(['header', 'paragraph', 'list', 'quote', 'code', 'delimiter']);
    expect(contentBlocks('')).toEqual([]);
  });

  it('cleans paths, drops Project/<id> from the breadcrumb and builds the tree by path', () => {
    expect(cleanWikiPath(' /a// b /c/ ')).toBe('a/b/c');
    expect(wikiBreadcrumb('Project/12/Development/ThirdPartyAccount')).toEqual([
      { label: 'Development', path: 'Project/12/Development' },
      { label: 'ThirdPartyAccount', path: 'Project/12/Development/ThirdPartyAccount' },
    ]);
    expect(wikiBreadcrumb('Policy/Leave').map((c) => c.label)).toEqual(['Policy', 'Leave']);
    const tree = wikiTree([{ id: 1, path: 'Policy', type: 2 }, { id: 2, path: 'Policy/Leave/2025', type: 2 }, { id: 3, path: 'Home', type: 2 }]);
    expect(tree.map((n) => [n.path, n.children.map((c) => c.path)])).toEqual([['Home', []], ['Policy', ['Policy/Leave/2025']]]);
  });
});
