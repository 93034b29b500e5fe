import { ERROR_CODES, IMAGE_MAX_BYTES, MAX_VENUE_IMAGES, MEDIA_MESSAGES, VENUE_MESSAGES as M } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors/app-error';
import { isFileTooLarge, readUpload } from '../../plugins/infrastructure/uploads';

/*
 * A venue sent as multipart/form-data instead of JSON (POST /api/venues/): the field `venue` holds
 * the same JSON body, and the files are its images — `images` for the venue's own, `sportImages[<sport>]`
 * for a sport's. Each file joins the body as the data URL the JSON client would have sent, so both
 * forms meet the same rules and the same byte checks (image-ingest.ts decides what the bytes are;
 * the name and type of a part are not trusted). Files are bounded as they stream: at most 20, each at
 * most the image byte cap; a larger one is refused before it is read whole. A body that is not valid
 * multipart answers 400 (readUpload).
 */

const SPORT_FIELD = /^sportImages\[(.{1,60})\]$/;
/** All the files of one save together, as the JSON route's body limit bounds its data URLs. */
export const VENUE_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

const asDataUrl = (bytes: Buffer) => `data:application/octet-stream;base64,${bytes.toString('base64')}`;

export function readVenueMultipart(request: FastifyRequest): Promise<unknown> {
  return readUpload(() => readVenueParts(request));
}

async function readVenueParts(request: FastifyRequest): Promise<unknown> {
  let body: Record<string, unknown> | null = null;
  const general: string[] = [];
  const perSport = new Map<string, string[]>();
  let files = 0;
  let total = 0;
  const parts = request.parts({
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: MAX_VENUE_IMAGES + 1,
      fields: 4,
      parts: MAX_VENUE_IMAGES + 5,
      fieldSize: 1024 * 1024,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'venue') continue;
      try {
        const parsed: unknown = JSON.parse(String(part.value));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
      } catch {
        throw badRequest(M.requiredFields);
      }
      continue;
    }
    files += 1;
    if (files > MAX_VENUE_IMAGES) throw badRequest(M.tooManyImages(MAX_VENUE_IMAGES));
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (!isFileTooLarge(error)) throw error;
      throw new AppError(
        413,
        ERROR_CODES.IMAGE_TOO_LARGE,
        MEDIA_MESSAGES.tooManyBytes(IMAGE_MAX_BYTES / (1024 * 1024)),
      );
    }
    total += bytes.length;
    if (total > VENUE_UPLOAD_MAX_BYTES)
      throw new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, M.imagesTooLarge(VENUE_UPLOAD_MAX_BYTES / (1024 * 1024)));
    const sport = SPORT_FIELD.exec(part.fieldname)?.[1];
    if (sport) perSport.set(sport, [...(perSport.get(sport) ?? []), asDataUrl(bytes)]);
    else general.push(asDataUrl(bytes));
  }
  if (!body) throw badRequest(M.requiredFields);
  const configs = Array.isArray(body.sportConfigs) ? [...(body.sportConfigs as Record<string, unknown>[])] : [];
  for (const [sport, images] of perSport) {
    const index = configs.findIndex(
      (config) => typeof config?.sport === 'string' && config.sport.trim().toLowerCase() === sport.trim().toLowerCase(),
    );
    if (index < 0) configs.push({ sport, images });
    else
      configs[index] = {
        ...configs[index],
        images: [...(Array.isArray(configs[index]!.images) ? (configs[index]!.images as unknown[]) : []), ...images],
      };
  }
  return {
    ...body,
    sportConfigs: configs,
    images: [...(Array.isArray(body.images) ? (body.images as unknown[]) : []), ...general],
  };
}
