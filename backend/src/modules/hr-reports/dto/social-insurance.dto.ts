import { socialInsuranceEdit, type SocialInsuranceEdit } from '@studio/domain';
import { Exclude } from 'class-transformer';
import { WholeBody } from '../../../common/field-error';

/** Exactly one of the five socialInsurance* fields, of its type (libs/domain socialInsuranceEdit). */
@Exclude()
export class SocialInsuranceEditDto {
  @WholeBody((body) => {
    const edit = socialInsuranceEdit(body);
    return Array.isArray(edit) ? { ok: false, errors: edit } : { ok: true, value: edit };
  })
  parsed!: { ok: true; value: SocialInsuranceEdit };
}
