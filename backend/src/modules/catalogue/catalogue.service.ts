import { Injectable } from '@nestjs/common';
import { CatalogueRepository } from './catalogue.repository';

/** The reference lists every screen reads: roles and role levels. */
@Injectable()
export class CatalogueService {
  constructor(private readonly repo: CatalogueRepository) {}

  async roles() {
    return { roles: await this.repo.roles() };
  }

  async roleLevels() {
    return { roleLevels: await this.repo.roleLevels() };
  }
}
