import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** base64url, as browsers give a PushSubscription's keys (padding tolerated). */
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

export class PushKeysDto {
  /** The browser's P-256 public key (65 bytes uncompressed: 87 characters). */
  @ApiProperty() @IsString() @Matches(B64URL, { message: 'must be base64url' }) @MaxLength(128) p256dh!: string;
  /** The 16-byte auth secret (22 characters). */
  @ApiProperty() @IsString() @Matches(B64URL, { message: 'must be base64url' }) @MaxLength(64) auth!: string;
}

/** DELETE /push/subscriptions. */
export class PushEndpointDto {
  @ApiProperty({ description: 'The push service URL of the subscription' }) @IsString() @MaxLength(2048) endpoint!: string;
}

/** POST /push/subscriptions: a browser PushSubscription (its toJSON()). */
export class PushSubscriptionDto extends PushEndpointDto {
  @ApiProperty({ type: PushKeysDto }) @IsDefined() @IsObject() @ValidateNested() @Type(() => PushKeysDto) keys!: PushKeysDto;
}
