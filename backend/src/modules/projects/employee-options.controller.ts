import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/decorators';
import { ProjectCandidatesService } from './project-candidates.service';

/** Employee pickers (project members, role holders): every signed-in user may list who works here. */
@ApiTags('employees')
@Controller('employees')
export class EmployeeOptionsController {
  constructor(private readonly candidates: ProjectCandidatesService) {}

  @Get('options')
  @Authenticated()
  options() {
    return this.candidates.options();
  }
}
