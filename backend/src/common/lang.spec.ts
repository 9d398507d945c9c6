import { langOf } from './lang';

describe('langOf: the language a browser asks for among ours', () => {
  it.each([
    [undefined, 'vi'],
    ['', 'vi'],
    ['en-US', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['EN', 'en'],
    ['vi-VN,vi;q=0.9,en-US;q=0.8', 'vi'],
    ['fr-FR,fr;q=0.9,en;q=0.7', 'en'],
    ['fr-FR,de;q=0.5', 'vi'],
    ['en;q=0.4,vi;q=0.6', 'vi'],
    ['vi;q=0,en;q=0.1', 'en'],
    ['english', 'vi'],
  ])('%p -> %p', (header, lang) => {
    expect(langOf(header)).toBe(lang);
  });
});
