// A page holds only its own language's strings, with no fallback (decision 045): a key missing from one
// language would show as the key there. Both languages must name the same keys, file by file; plural
// forms count as their key (Vietnamese has one form, English 'one' and 'other').
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, '../locales');
const read = (file: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('translations', () => {
  // The common file (locales/<lang>.json) and each area's (locales/<lang>/<area>.json).
  const files = [(lang: string) => `${lang}.json`, ...readdirSync(path.join(dir, 'en')).map((f) => (lang: string) => `${lang}/${f}`)];

  it('has the same files in both languages', () => {
    expect(readdirSync(path.join(dir, 'vi')).sort()).toEqual(readdirSync(path.join(dir, 'en')).sort());
  });

  it.each(files.map((file) => [file('*'), file]))('names the same keys in vi and en (%s)', (_name, file) => {
    expect(baseKeys(read(file('vi')))).toEqual(baseKeys(read(file('en'))));
  });
});
