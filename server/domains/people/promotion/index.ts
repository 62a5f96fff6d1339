import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { promotionRoutes } from './promotion.routes';

export default [{ path: API.promotion, routes: promotionRoutes }] satisfies ApiModule[];
