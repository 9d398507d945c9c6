import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/decorators';
import { CatalogueService } from './catalogue.service';

@ApiTags('catalogue')
@Authenticated()
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('roles')
  roles() {
    return this.catalogue.roles();
  }

  @Get('role-levels')
  roleLevels() {
    return this.catalogue.roleLevels();
  }
}
