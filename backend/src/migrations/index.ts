import { Migration20261201184356IncomeMonthRevisions } from './Migration20261201184356IncomeMonthRevisions';
import { Migration20261127141000ImportAudit } from './Migration20261127141000ImportAudit';
import { Migration20261127005154TicketWithdrawn } from './Migration20261127005154TicketWithdrawn';
import { Migration20261127120000ScoreLedgerAppendOnly } from './Migration20261127120000ScoreLedgerAppendOnly';
import { Migration20261127142000SetupChecklist } from './Migration20261127142000SetupChecklist';
import { Migration20261127180000BackupRun } from './Migration20261127180000BackupRun';
import { Migration20261121Init } from './Migration20261121Init';
import { Migration20261121142850Workspace } from './Migration20261121142850Workspace';
import { Migration20261121150000Files } from './Migration20261121150000Files';
import { Migration20261121155000LoginAttempts } from './Migration20261121155000LoginAttempts';
import { Migration20261121160000Requests } from './Migration20261121160000Requests';
import { Migration20261124125000WikiHistory } from './Migration20261124125000WikiHistory';
import { Migration20261124140000ScoringConfig } from './Migration20261124140000ScoringConfig';
import { Migration20261124145000DashboardIndexes } from './Migration20261124145000DashboardIndexes';
import { Migration20261124150000ProjectSummaries } from './Migration20261124150000ProjectSummaries';
import { Migration20261125100000ContractLog } from './Migration20261125100000ContractLog';
import { Migration20261125120000Incomes } from './Migration20261125120000Incomes';
import { Migration20261125130000Bonus } from './Migration20261125130000Bonus';
import { Migration20261125140000LevelSystem } from './Migration20261125140000LevelSystem';
import { Migration20261125150000Connectors } from './Migration20261125150000Connectors';
import { Migration20261125160000EmployeeLanguage } from './Migration20261125160000EmployeeLanguage';
import { Migration20261125161000ScoreLedger } from './Migration20261125161000ScoreLedger';

// Listed explicitly so the same list works from TypeScript (jest) and from the compiled build.
export const MIGRATIONS = [
  { name: 'Migration20261121Init', class: Migration20261121Init },
  { name: 'Migration20261121142850Workspace', class: Migration20261121142850Workspace },
  { name: 'Migration20261121150000Files', class: Migration20261121150000Files },
  { name: 'Migration20261121155000LoginAttempts', class: Migration20261121155000LoginAttempts },
  { name: 'Migration20261121160000Requests', class: Migration20261121160000Requests },
  { name: 'Migration20261124125000WikiHistory', class: Migration20261124125000WikiHistory },
  { name: 'Migration20261124140000ScoringConfig', class: Migration20261124140000ScoringConfig },
  { name: 'Migration20261124145000DashboardIndexes', class: Migration20261124145000DashboardIndexes },
  { name: 'Migration20261124150000ProjectSummaries', class: Migration20261124150000ProjectSummaries },
  { name: 'Migration20261125100000ContractLog', class: Migration20261125100000ContractLog },
  { name: 'Migration20261125120000Incomes', class: Migration20261125120000Incomes },
  { name: 'Migration20261125130000Bonus', class: Migration20261125130000Bonus },
  { name: 'Migration20261125140000LevelSystem', class: Migration20261125140000LevelSystem },
  { name: 'Migration20261125150000Connectors', class: Migration20261125150000Connectors },
  { name: 'Migration20261125160000EmployeeLanguage', class: Migration20261125160000EmployeeLanguage },
  { name: 'Migration20261125161000ScoreLedger', class: Migration20261125161000ScoreLedger },
  { name: 'Migration20261127005154TicketWithdrawn', class: Migration20261127005154TicketWithdrawn },
  { name: 'Migration20261127120000ScoreLedgerAppendOnly', class: Migration20261127120000ScoreLedgerAppendOnly },
  { name: 'Migration20261127141000ImportAudit', class: Migration20261127141000ImportAudit },
  { name: 'Migration20261127142000SetupChecklist', class: Migration20261127142000SetupChecklist },
  { name: 'Migration20261127180000BackupRun', class: Migration20261127180000BackupRun },
  { name: 'Migration20261201184356IncomeMonthRevisions', class: Migration20261201184356IncomeMonthRevisions },
];
