// The dynamic dashboard's label (spec 1 section 5: the first menu item is titled 'employee' for users
// holding Dashboard.Benchmark, otherwise 'personal'): the sidebar, the palette and the dashboard read it.
import { dashboardLabel, MAIN_SIDEBAR } from './navigation';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

const grant = (permissionId: string, extraCondition = '*') => ({ permissionId, extraCondition });

describe('the dashboard label', () => {
  it("reads 'employee' for a Dashboard.Benchmark holder", () => {
    expect(dashboardLabel([grant('Dashboard.Benchmark')])).toBe('nav.dashboard.employee');
    expect(dashboardLabel([grant('Task.Get'), grant('Dashboard.Benchmark', '**')])).toBe('nav.dashboard.employee');
  });

  it("reads 'personal' for anyone else, other dashboard permissions included", () => {
    expect(dashboardLabel([])).toBe('nav.dashboard.personal');
    expect(dashboardLabel([grant('Dashboard.CostSummary'), grant('Dashboard.Employees.YearReport'), grant('Admin.Employee.Get')]))
      .toBe('nav.dashboard.personal');
  });

  it('labels the first item of the main sidebar, the dashboard, in vi and en', () => {
    expect(MAIN_SIDEBAR[0].items[0].to).toBe('/dashboard');
    expect([en['nav.dashboard.personal'], en['nav.dashboard.employee']]).toEqual(['Personal', 'Employee']);
    expect([vi['nav.dashboard.personal'], vi['nav.dashboard.employee']]).toEqual(['Cá nhân', 'Nhân viên']);
  });
});
