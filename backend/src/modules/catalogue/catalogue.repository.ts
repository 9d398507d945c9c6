import { Injectable } from '@nestjs/common';
import { Db } from '../../database/db';

export interface RoleListRow {
  id: number;
  serverName: string;
  tagName: string;
  color: string;
  isSystem: boolean;
}

export interface RoleLevelListRow {
  id: number;
  name: string;
  isActive: boolean;
}

@Injectable()
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  roles(): Promise<RoleListRow[]> {
    return this.db.many<RoleListRow>(
      `select id, server_name as "serverName", tag_name as "tagName", color, is_system as "isSystem" from role order by id`,
    );
  }

  roleLevels(): Promise<RoleLevelListRow[]> {
    return this.db.many<RoleLevelListRow>(`select id, name, is_active as "isActive" from role_level order by id`);
  }
}
