import { Role } from '@studio/domain';

/** A believable studio: names, teams and projects for the demo data set. */
export const DEMO_PEOPLE: { last: string; first: string; role: number; level: number }[] = [
  { last: 'Nguyễn Văn', first: 'Hùng', role: Role.Ceo, level: 34 },
  { last: 'Trần Minh', first: 'Đức', role: Role.Cto, level: 34 },
  { last: 'Lê Thị', first: 'Hoa', role: Role.Manager, level: 34 },
  { last: 'Phạm Quốc', first: 'Bảo', role: Role.ProjectManager, level: 33 },
  { last: 'Hoàng Thu', first: 'Trang', role: Role.ProjectManager, level: 33 },
  { last: 'Vũ Đình', first: 'Long', role: Role.ProjectOwner, level: 33 },
  { last: 'Đặng Ngọc', first: 'Mai', role: Role.ProjectOwner, level: 32 },
  { last: 'Bùi Anh', first: 'Tuấn', role: Role.UaManager, level: 33 },
  { last: 'Đỗ Thanh', first: 'Hương', role: Role.CreativeManager, level: 33 },
  { last: 'Ngô Văn', first: 'Khải', role: Role.RnDManager, level: 34 },
  { last: 'Dương Minh', first: 'Quân', role: Role.UnityDev, level: 33 },
  { last: 'Lý Hoàng', first: 'Nam', role: Role.UnityDev, level: 32 },
  { last: 'Trịnh Công', first: 'Sơn', role: Role.UnityDev, level: 32 },
  { last: 'Phan Thị', first: 'Lan', role: Role.UnityDev, level: 31 },
  { last: 'Võ Tấn', first: 'Phát', role: Role.UnityDev, level: 30 },
  { last: 'Huỳnh Gia', first: 'Huy', role: Role.Artist2D, level: 33 },
  { last: 'Mai Phương', first: 'Thảo', role: Role.Artist2D, level: 32 },
  { last: 'Tô Bảo', first: 'Ngọc', role: Role.Artist3D, level: 32 },
  { last: 'Lâm Khánh', first: 'Vy', role: Role.AnimFx, level: 31 },
  { last: 'Châu Minh', first: 'Tâm', role: Role.GameDesign, level: 33 },
  { last: 'Cao Thị', first: 'Yến', role: Role.GameDesign, level: 31 },
  { last: 'Đinh Văn', first: 'Toàn', role: Role.UnityTester, level: 32 },
  { last: 'Kiều Thị', first: 'Nhung', role: Role.UnityTester, level: 30 },
  { last: 'Quách Đức', first: 'Thịnh', role: Role.Ua, level: 32 },
  { last: 'Tạ Minh', first: 'Châu', role: Role.Ua, level: 31 },
  { last: 'La Thị', first: 'Hạnh', role: Role.StoreListing, level: 31 },
  { last: 'Hà Văn', first: 'Lợi', role: Role.Monetization, level: 32 },
  { last: 'Lưu Thanh', first: 'Tùng', role: Role.VideoEditor, level: 31 },
  { last: 'Triệu Ngọc', first: 'Ánh', role: Role.PlayableAds, level: 31 },
  { last: 'Từ Quang', first: 'Vinh', role: Role.RnDBe, level: 33 },
  { last: 'Mạc Thị', first: 'Diệp', role: Role.RnDFe, level: 32 },
  { last: 'Âu Dương', first: 'Phong', role: Role.RnDTester, level: 31 },
  { last: 'Khổng Minh', first: 'Trí', role: Role.Animation, level: 31 },
  { last: 'Nghiêm Thị', first: 'Thu', role: Role.HumanResources, level: 33 },
  { last: 'Phùng Văn', first: 'Kiên', role: Role.Accounting, level: 32 },
  { last: 'Giang Thị', first: 'Loan', role: Role.Administrative, level: 31 },
  { last: 'Thái Bá', first: 'Lộc', role: Role.Cmo, level: 34 },
  { last: 'Ông Văn', first: 'Hiếu', role: Role.MarketingManager, level: 33 },
  { last: 'Vương Thị', first: 'Ngân', role: Role.ScrumMaster, level: 32 },
  { last: 'Lục Đình', first: 'Khoa', role: Role.UnityDevRnd, level: 31 },
];

export const DEMO_PROJECTS: { key: string; name: string; platform: number | null; packageName: string; parent?: string; statusUa: number | null }[] = [
  { key: 'tile', name: 'Tile Match Saga', platform: 1, packageName: 'com.studio.tilematch', statusUa: 4 },
  { key: 'tile-ios', name: 'Tile Match Saga iOS', platform: 2, packageName: 'com.studio.tilematch.ios', parent: 'tile', statusUa: 2 },
  { key: 'farm', name: 'Idle Farm Tycoon', platform: 1, packageName: 'com.studio.idlefarm', statusUa: 3 },
  { key: 'zombie', name: 'Zombie Run 3D', platform: 1, packageName: 'com.studio.zombierun', statusUa: 1 },
  { key: 'zombie-ios', name: 'Zombie Run 3D iOS', platform: 2, packageName: 'com.studio.zombierun.ios', parent: 'zombie', statusUa: 1 },
  { key: 'tools', name: 'Studio Toolkit', platform: null, packageName: 'com.studio.toolkit', statusUa: null },
];

/** Task names by role family, combined with a feature to make each task distinct. */
export const TASK_TEMPLATES: Record<number, string[]> = {
  [Role.UnityDev]: ['Implement {f}', 'Fix crash in {f}', 'Optimise draw calls of {f}', 'Integrate SDK for {f}', 'Refactor {f} state machine'],
  [Role.Artist2D]: ['Draw UI for {f}', 'Icon set for {f}', 'Background art for {f}'],
  [Role.Artist3D]: ['Model assets for {f}', 'Texture pass on {f}'],
  [Role.AnimFx]: ['VFX for {f}', 'Particle polish on {f}'],
  [Role.Animation]: ['Character animation for {f}'],
  [Role.GameDesign]: ['Design document for {f}', 'Balance economy of {f}', 'Level design for {f}'],
  [Role.UnityTester]: ['Test plan for {f}', 'Regression test of {f}', 'Device matrix test on {f}'],
  [Role.Ua]: ['Campaign creatives for {f}', 'Screenshot set for {f}'],
  [Role.StoreListing]: ['Store listing update for {f}'],
  [Role.Monetization]: ['Ad placement review for {f}', 'IAP offer for {f}'],
  [Role.VideoEditor]: ['Trailer cut for {f}'],
  [Role.PlayableAds]: ['Playable ad for {f}'],
  [Role.RnDBe]: ['API for {f}', 'Service monitoring for {f}'],
  [Role.RnDFe]: ['Dashboard page for {f}'],
  [Role.RnDTester]: ['Automated tests for {f}'],
};

export const FEATURES = [
  'daily rewards', 'booster shop', 'tutorial flow', 'level 120-140', 'season pass', 'leaderboard', 'offline earnings',
  'push notifications', 'settings screen', 'lucky spin', 'piggy bank', 'event calendar', 'login streak', 'rate-us popup',
  'ad mediation', 'cloud save', 'friends invite', 'boss fight', 'map travel', 'achievement badges',
];

export const PENALTY_REASONS = [
  'Build broke the main branch for half a day',
  'Missed the sprint review without notice',
  'Shipped assets in the wrong resolution',
  'Bug reached production after sign-off',
  'Late daily report three times this week',
];
