import { Migration20261124145000DashboardIndexes } from './Migration20261124145000DashboardIndexes';
import { Migration20261124140000ScoringConfig } from './Migration20261124140000ScoringConfig';
import { Migration20261121155000LoginAttempts } from './Migration20261121155000LoginAttempts';
import { Migration20261121160000Requests } from './Migration20261121160000Requests';
import { Migration20261121150000Files } from './Migration20261121150000Files';
import { Migration20261121142850Workspace } from './Migration20261121142850Workspace';
import { Migration20261121Init } from './Migration20261121Init';
import { Migration20261124125000WikiHistory } from './Migration20261124125000WikiHistory';
import { Migration20261124150000ProjectSummaries } from './Migration20261124150000ProjectSummaries';
import { Migration20261125140000LevelSystem } from './Migration20261125140000LevelSystem';

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
  { name: 'Migration20261125140000LevelSystem', class: Migration20261125140000LevelSystem },
];
