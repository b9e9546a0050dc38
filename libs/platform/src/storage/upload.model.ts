import { Directive, Field, InputType, Int, ObjectType } from '@nestjs/graphql';

/** A header the browser must send with the upload request. */
@Directive('@shareable')
@ObjectType()
export class UploadHeader {
  @Field() name!: string;
  @Field() value!: string;
}

/**
 * What `requestUpload` answers: the browser sends the file with `method` to `url` with
 * `headers`, before `expiresAt`, then calls the service's attach mutation with `key`.
 * Shareable: every subgraph that stores files returns it.
 */
@Directive('@shareable')
@ObjectType()
export class UploadTicket {
  @Field() key!: string;
  @Field() url!: string;
  @Field() method!: string;
  @Field(() => [UploadHeader]) headers!: UploadHeader[];
  @Field() expiresAt!: Date;
}

/** The file the browser is about to upload, as a service's `request…Upload` mutation takes it. */
@InputType()
export class UploadFileInput {
  @Field() fileName!: string;
  @Field() contentType!: string;
  @Field(() => Int) size!: number;
}
