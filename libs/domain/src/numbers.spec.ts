import { formatNumber, formatPercent, formatThousandsVnd } from './numbers';

describe('numbers in the UI language', () => {
  it('groups and separates decimals the Vietnamese or the English way', () => {
    expect(formatNumber(1234567.891, 'vi', { digits: 2 })).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, 'en', { digits: 2 })).toBe('1,234,567.89');
    expect(formatNumber(2.5, 'vi')).toBe('3');
    expect(formatNumber(2, 'en', { digits: 3, minDigits: 3 })).toBe('2.000');
    // Anything but English reads as Vietnamese, the spec's default.
    expect(formatNumber(1500, 'fr')).toBe('1.500');
  });

  it('shows money in thousands of VND', () => {
    expect(formatThousandsVnd(18_500_000, 'vi')).toBe('18.500');
    expect(formatThousandsVnd(18_500_000, 'en')).toBe('18,500');
    expect(formatThousandsVnd(1_234_500, 'vi')).toBe('1.234,5');
  });

  it('writes percentages with the language decimal mark', () => {
    expect(formatPercent(12.5, 'vi')).toBe('12,5 %');
    expect(formatPercent(12.5, 'en')).toBe('12.5 %');
    expect(formatPercent(0.3, 'en', 3, 3)).toBe('0.300 %');
  });
});
