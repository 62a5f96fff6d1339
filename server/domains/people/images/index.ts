import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { imageUploadRoutes } from './images.routes';
import { MAX_IMAGE_BYTES } from './image-store';

/** An upload carries a 2 MB image plus the multipart envelope. */
export default [{ path: API.images, routes: imageUploadRoutes, bodyLimit: MAX_IMAGE_BYTES + 64 * 1024 }] satisfies ApiModule[];
export { imageFileRoutes } from './images.routes';
