import { Hono } from 'hono';
import { API, imageEndpoints } from '@contract';
import { requiresAny } from '../../../lib/access-any';
import { audit } from '../../../lib/audit';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { recordImage } from './image-owner';
import { readImage, storeImage } from './image-store';

/** Uploads for logos, student photos and staff photos. */
export function imageUploadRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.images).on(
    imageEndpoints.upload,
    requiresAny('school-profile', 'add-student', 'update-student', 'add-employee', 'update-employee'),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const stored = await storeImage(deps.env.DATA_DIR, form.file);
      const actor = c.get('actor');
      // The row says whose image it is; a logo or photo may only name its own school's.
      await deps.database.db.transaction(async (tx) => {
        await recordImage(tx, actor.schoolId, stored.filename);
        await audit(tx, actor, { action: 'upload', entity: 'image', ids: [], detail: { filename: stored.filename } });
      });
      return { message: 'The image has been uploaded', ...stored };
    },
  ).app;
}

/** Stored images are served by their random name; they are not listed anywhere. */
export function imageFileRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const image = await readImage(deps.env.DATA_DIR, c.req.param('name'));
    if (!image) return c.json({ message: 'Image not found' }, 404);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
