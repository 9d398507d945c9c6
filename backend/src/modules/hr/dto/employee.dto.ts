import { ApiPropertyOptional } from '@nestjs/swagger';
import { ContractType, Education, Gender, ManagerLevel, MaritalStatus } from '@studio/domain';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsYmd } from '../../../common/validators';

const nullable = () => ValidateIf((_o, v) => v !== null);

/** One of the values of a shared enumeration (spec 3 "Enumerations"): anything else is 400 before the service runs. */
const oneOf = (values: Record<string, number>) => {
  const allowed = Object.values(values);
  return IsIn(allowed, { message: ({ property }) => `${property} must be one of ${allowed.join(', ')}` });
};

export class CreateEmployeeDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(30) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) personalEmail?: string;
}

/** Fields of the four tabs of the employee dialog (basic, administrative, contract, resign). */
export class UpdateEmployeeDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(30) phone?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) personalEmail?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) altId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt() @oneOf(Gender) sex?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() dob?: number | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() joinDate?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(64) contactAdmin?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) homeTown?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(300) permanentAddress?: string | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() socialInsuranceStartDate?: number | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() socialInsuranceEndDate?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(50) socialInsuranceId?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() socialInsuranceStatus?: boolean;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(100) socialInsurancePayer?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(50) citizenIdentificationId?: string | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() citizenIdentificationCreateDate?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) citizenIdentificationIssuer?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(50) personalTaxIdentification?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt() @oneOf(MaritalStatus) maritalStatus?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) childCount?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @oneOf(Education) educationLevel?: number;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) educationTrainingFacility?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(200) educationMajor?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsInt() educationGraduationYear?: number | null;
  @ApiPropertyOptional({ description: 'VND' }) @IsOptional() @IsNumber() @Max(1e12) newSalary?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @oneOf(ContractType) contractType?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() contractStartDate?: number | null;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() contractEndDate?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(500) contractChangeReason?: string | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(500) skillChangeReason?: string | null;
  @ApiPropertyOptional() @IsOptional() @IsInt() role?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() roleLevel?: number;
  @ApiPropertyOptional() @IsOptional() @IsArray() @IsInt({ each: true }) extraRole?: number[];
  @ApiPropertyOptional() @IsOptional() @IsInt() @oneOf(ManagerLevel) managerLevel?: number;
  @ApiPropertyOptional({ description: 'yyyymmdd' }) @IsOptional() @nullable() @IsYmd() quitDate?: number | null;
  // Not employee fields: they go into the contract log row of this edit (docs/decisions/016).
  @ApiPropertyOptional({ description: 'reason of the contract log row this edit writes' }) @IsOptional() @nullable() @IsString() @MaxLength(1000) reason?: string | null;
  @ApiPropertyOptional({ description: 'yyyymmdd: effective date of the contract log row (default: contractStartDate sent, else today)' })
  @IsOptional() @nullable() @IsYmd() effectiveDate?: number | null;
  @ApiPropertyOptional() @IsOptional() @nullable() @IsString() @MaxLength(500) quitReason?: string | null;
}

export class SetPasswordDto {
  @ApiPropertyOptional() @IsString() @MaxLength(500) password!: string;
}

/** Checked by the service with the screen's rule (checkPermittedDay), so bad input answers the spec's messages. */
export class PermittedDayDto {
  @ApiPropertyOptional({ description: 'days left, a number from 0 to 366 (one decimal kept)' }) @Allow() permittedDay?: unknown;
}
