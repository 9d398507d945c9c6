/// <reference types="jest" />
import { isLink, linkHref, makeTaskContent, parseTaskContent, taskContentText } from './task-content';

describe('task content', () => {
  it('round-trips through makeTaskContent', () => {
    const text = makeTaskContent('https://drive.studio.vn/a "quoted"');
    expect(text).toBe('{"type":1,"data":{"content":"https://drive.studio.vn/a \\"quoted\\""}}');
    expect(parseTaskContent(text)).toEqual({ type: 1, content: 'https://drive.studio.vn/a "quoted"' });
    expect(taskContentText(text)).toBe('https://drive.studio.vn/a "quoted"');
  });

  it.each([
    ['{"type":1,"data":{"content":""}}', ''],
    ['{"type":1,"data":{"content":"x"},"extra":true}', 'x'],
  ])('accepts %s', (text, content) => {
    expect(parseTaskContent(text)?.content).toBe(content);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['plain text'],
    ['{"type":2,"data":{"content":"x"}}'],
    ['{"type":"1","data":{"content":"x"}}'],
    ['{"type":1}'],
    ['{"type":1,"data":null}'],
    ['{"type":1,"data":{"content":5}}'],
    ['[1]'],
    ['null'],
    ['{"type":1,"data":{"content":"x"}'],
  ])('rejects %p', (text) => {
    expect(parseTaskContent(text)).toBeNull();
    expect(taskContentText(text)).toBe('');
  });

  it.each([
    ['https://drive.google.com/file/d/abc/view?usp=sharing', true],
    ['http://localhost:3000/x', true],
    ['  https://studio.vn  ', true],
    ['ftp://files.studio.vn/a.zip', true],
    ['www.studio.vn/page#top', true],
    ['HTTPS://STUDIO.VN', true],
    ['report.pdf', false],
    ['see https://studio.vn', false],
    ['https://', false],
    ['www.', false],
    ['just some text', false],
    ['', false],
    [null, false],
  ])('isLink(%p) = %p', (text, link) => {
    expect(isLink(text)).toBe(link);
  });

  it('builds hrefs for links only', () => {
    expect(linkHref('www.studio.vn/a')).toBe('https://www.studio.vn/a');
    expect(linkHref(' https://studio.vn ')).toBe('https://studio.vn');
    expect(linkHref('text')).toBeNull();
  });
});
