import type { ApiModule } from '../../../lib/module';

export default [] satisfies ApiModule[];
