// The report range check behind the range warnings (spec 1 section 5: the project report needs a
// two-date range, the cost summary a date range; incomes: both dates, the start not after the end).
import { parseRange } from './range';

describe('the range of the report screens', () => {
  it('answers both days of a range in order, one day included', () => {
    expect(parseRange({ from: '01/11/2024', to: '27/11/2024' })).toEqual({ startDate: 20241101, endDate: 20241127 });
    expect(parseRange({ from: ' 5/1/2025 ', to: '05/01/2025' })).toEqual({ startDate: 20250105, endDate: 20250105 });
    // Across a year end.
    expect(parseRange({ from: '28/12/2024', to: '03/01/2025' })).toEqual({ startDate: 20241228, endDate: 20250103 });
  });

  it('is null (the warning shows) when the end is before the start', () => {
    expect(parseRange({ from: '27/11/2024', to: '26/11/2024' })).toBeNull();
    expect(parseRange({ from: '01/01/2025', to: '31/12/2024' })).toBeNull();
  });

  it('is null when a date is missing or not a date', () => {
    expect(parseRange({ from: '', to: '27/11/2024' })).toBeNull();
    expect(parseRange({ from: '01/11/2024', to: '  ' })).toBeNull();
    expect(parseRange({ from: '31/02/2024', to: '27/11/2024' })).toBeNull();
    expect(parseRange({ from: '2024-11-01', to: '27/11/2024' })).toBeNull();
    expect(parseRange({ from: '01/13/2024', to: '27/11/2024' })).toBeNull();
  });
});
