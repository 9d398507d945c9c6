import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES, type NotificationChannel, type NotificationType } from '@studio/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, ValidateNested } from 'class-validator';

export class NotificationPreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_TYPES }) @IsIn(NOTIFICATION_TYPES as NotificationType[], { message: 'must be a notification type' }) type!: NotificationType;
  @ApiProperty({ enum: NOTIFICATION_CHANNELS }) @IsIn(NOTIFICATION_CHANNELS as unknown as string[], { message: 'must be bell, email or digest' }) channel!: NotificationChannel;
}

/** PUT /profile/notification-preferences: the rows to change (a type listed twice: the last counts). */
export class NotificationPreferencesDto {
  @ApiProperty({ type: [NotificationPreferenceDto] })
  @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => NotificationPreferenceDto)
  preferences!: NotificationPreferenceDto[];
}
