// Backups and restores of a whole studio (docs/decisions/036-backup-and-restore.md).
export { archiveName, createBackup, type BackupOptions } from './backup';
export { BackupRefusal, type BackupManifest, type DumpFormat, type RestoreResult, type StoreManifest } from './manifest';
export { restoreBackup, type RestoreOptions } from './restore';
